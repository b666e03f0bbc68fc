import type { DuerpDocument } from '@duerp/domain';

/**
 * Every registered API route called as anonymous, as another user, as a VIP (another user too)
 * and as the owner, with the statuses each must get (authorization-matrix.test.ts). A route
 * missing from this table fails the test, so a new route cannot ship without its rule.
 */
export type Caller = 'anonymous' | 'other' | 'vip' | 'owner';
export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
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
}
export type Expect = Record<Caller, number | number[]>;

export const PUBLIC = (status: number | number[]): Expect => ({
  anonymous: status,
  other: status,
  vip: status,
  owner: status,
});
/** Signed-in calls about the caller's own account: everyone signed in gets an answer. */
export const ACCOUNT = (status = 200): Expect => ({
  anonymous: 401,
  other: status,
  vip: status,
  owner: status,
});
/** Calls on the owner's resources: 404 to anyone else, never a leak. */
export const OWNED = (status = 200): Expect => ({
  anonymous: 401,
  other: 404,
  vip: 404,
  owner: status,
});

export const IMPORT_FILE = {
  fileName: 'risques.csv',
  contentBase64: Buffer.from(
    'Unité de travail;Catégorie;Risque\nAtelier;Bruit;Machines\n',
  ).toString('base64'),
};

export type RouteAccess = Record<string, { call: (f: Fixture) => Call; expect: Expect }>;
