import type { DuerpDocument } from '@duerp/domain/duerp';

/**
 * Every registered API route called as anonymous, as a stranger (another account, and a VIP one),
 * as a Lecteur, an Éditeur and a removed member of the owner's espace, and as its Propriétaire,
 * with the statuses each must get (authorization-matrix.test.ts). A route missing from this table
 * fails the test, so a new route cannot ship without its rule. Members call the espace-level
 * routes with the owner's espace in X-Espace-Id; strangers call them on their own espace.
 */
export type Caller = 'anonymous' | 'other' | 'vip' | 'lecteur' | 'editeur' | 'removed' | 'owner';
export const CALLERS: Caller[] = [
  'anonymous',
  'other',
  'vip',
  'lecteur',
  'editeur',
  'removed',
  'owner',
];
export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** An event stream (never ends): called through a real socket and closed once answered. */
  stream?: true;
}
export interface Fixture {
  doc: DuerpDocument;
  version: string;
  profile: string;
  subscription: string;
  invoicePath: string;
  portalPath: string;
  checkout: string;
  refreshToken: string;
  /** The owner's personal espace, where the Lecteur and the Éditeur are members. */
  espace: string;
  /** An espace of which the owner is the only member. */
  soloEspace: string;
}
export type Expect = Record<Caller, number | number[]>;

export const PUBLIC = (status: number | number[]): Expect => ({
  anonymous: status,
  other: status,
  vip: status,
  lecteur: status,
  editeur: status,
  removed: status,
  owner: status,
});
/** Signed-in calls about the caller alone (session, password, preferences). */
export const PERSON = (status: number | number[] = 200): Expect => ({
  ...PUBLIC(status),
  anonymous: 401,
});

type Need = 'read' | 'write' | 'manage';
/**
 * Calls on the owner's espace or one of its documents, which need `need` (Lecteur: read; Éditeur:
 * write; Propriétaire: manage and billing): a member without the role gets 403, a removed member
 * 404, strangers `outsider` (404 for the owner's things; their own answer on their own espace).
 */
export const OWNED = (need: Need, status: number | number[] = 200, outsider = 404): Expect => ({
  anonymous: 401,
  other: outsider === 404 ? 404 : status,
  vip: outsider === 404 ? 404 : status,
  lecteur: need === 'read' ? status : 403,
  editeur: need === 'manage' ? 403 : status,
  removed: 404,
  owner: status,
});
/** Espace-level calls (list, create, prices…): strangers get the answer of their own espace. */
export const ESPACE = (need: Need, status: number | number[] = 200): Expect =>
  OWNED(need, status, 200);

/** An 8 × 8 grey JPEG (issue 27's photo uploads). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

export const IMPORT_FILE = {
  fileName: 'risques.csv',
  contentBase64: Buffer.from(
    // Evaluated, so that the document an Éditeur imported into can still be validated.
    'Unité de travail;Catégorie;Risque;G;F;M\nAtelier;Bruit;Machines;2;2;2\n',
  ).toString('base64'),
};

export type RouteAccess = Record<string, { call: (f: Fixture) => Call; expect: Expect }>;
