import {
  SHARE_LINK_MESSAGES,
  shareLinkStatus,
  type CreateShareLinkBody,
  type CreatedShareLink,
  type ShareLink,
  type SharedDocument,
} from '@duerp/domain/access';
import { duerpDisplayName, type DuerpData } from '@duerp/domain/duerp';
import { parisDay } from '@duerp/domain/calendar';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { hashToken, newOpaqueToken } from '../../../lib/secure-token.js';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { hasFullAccessToVersionOf, loadAccessContext } from '../../identity/account/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listVersionPhotos, versionPhotoBytes } from '../../documents/photos/index.js';
import {
  findVersionMetadata,
  findVersionSnapshotJson,
  listVersionSummaries,
  type VersionSummaryRow,
} from '../versions/index.js';
import { findShareLinkByHash } from '../share-link-queries/index.js';
import {
  insertShareLink,
  listShareLinksOf,
  openingCounts,
  recentOpenings,
  recordOpening,
  revokeShareLink,
  type ShareLinkRow,
} from './share-links.repository.js';

const RECENT_OPENINGS = 10;

/** The document's versions whose full PDF its owner may have (by the access rule), oldest first. */
export async function fullAccessVersions(
  db: Executor,
  espaceId: string,
  documentId: string,
): Promise<VersionSummaryRow[]> {
  const access = await loadAccessContext(db, espaceId);
  const versions = await listVersionSummaries(db, [documentId]);
  return versions.filter((v) => hasFullAccessToVersionOf(access, documentId, v.creationTime));
}

/** A link is stored with a time of day at noon UTC: the same calendar day in Paris all year. */
const expiryInstant = (day: string) => new Date(`${day}T12:00:00Z`);

async function toShareLink(db: Executor, row: ShareLinkRow, count: number): Promise<ShareLink> {
  const link = {
    revokedAt: row.revokedAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? parisDay(row.expiresAt) : null,
  };
  return {
    id: row.id,
    label: row.label,
    allowEarlierVersions: row.allowEarlierVersions,
    ...(row.allowObservations ? { allowObservations: true } : {}),
    createdAt: row.createdAt.toISOString(),
    ...link,
    status: shareLinkStatus(link, parisDay(new Date())),
    openingCount: count,
    recentOpenings:
      count === 0
        ? []
        : (await recentOpenings(db, row.id, RECENT_OPENINGS)).map((d) => d.toISOString()),
  };
}

/** Links of a document can be created only when one of its versions has full access. */
export async function createShareLink(
  deps: Deps,
  espaceId: string,
  documentId: string,
  body: CreateShareLinkBody,
): Promise<CreatedShareLink> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  if (body.expiresOn && body.expiresOn < parisDay(new Date()))
    throw badRequest(SHARE_LINK_MESSAGES.expiryInPast);
  const versions = await fullAccessVersions(deps.db, espaceId, documentId);
  if (versions.length === 0) throw forbidden(SHARE_LINK_MESSAGES.noFullVersion);
  const token = newOpaqueToken();
  const row = await insertShareLink(deps.db, {
    duerpDocumentId: documentId,
    label: body.label,
    tokenHash: hashToken(token),
    allowEarlierVersions: body.allowEarlierVersions ?? false,
    allowObservations: body.allowObservations ?? false,
    expiresAt: body.expiresOn ? expiryInstant(body.expiresOn) : null,
  });
  return { link: await toShareLink(deps.db, row, 0), token };
}

export async function listShareLinks(
  deps: Deps,
  espaceId: string,
  documentId: string,
): Promise<ShareLink[]> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  const rows = await listShareLinksOf(deps.db, documentId);
  const counts = await openingCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const links: ShareLink[] = [];
  for (const row of rows) links.push(await toShareLink(deps.db, row, counts.get(row.id) ?? 0));
  return links;
}

export async function revokeLink(
  deps: Deps,
  espaceId: string,
  documentId: string,
  linkId: string,
): Promise<ShareLink> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  const row = await revokeShareLink(deps.db, documentId, linkId);
  if (!row) throw notFound(SHARE_LINK_MESSAGES.linkNotFound);
  const counts = await openingCounts(deps.db, [row.id]);
  return toShareLink(deps.db, row, counts.get(row.id) ?? 0);
}

/**
 * A live link (not revoked, not expired, its document not deleted) and the versions it shows:
 * the latest full version, then the earlier full ones if the owner allowed them. Anything else
 * answers the same 404, so that a guess learns nothing.
 */
export async function resolveShareLink(db: Executor, token: string) {
  const found = await findShareLinkByHash(db, hashToken(token));
  const unavailable = () => notFound(SHARE_LINK_MESSAGES.linkUnavailable);
  if (!found) throw unavailable();
  const { link, espaceId } = found;
  const status = shareLinkStatus(
    {
      revokedAt: link.revokedAt?.toISOString() ?? null,
      expiresOn: link.expiresAt ? parisDay(link.expiresAt) : null,
    },
    parisDay(new Date()),
  );
  if (status !== 'ACTIVE') throw unavailable();
  const versions = await fullAccessVersions(db, espaceId, link.duerpDocumentId);
  const latest = versions.at(-1);
  if (!latest) throw unavailable();
  const earlier = link.allowEarlierVersions ? versions.slice(0, -1).reverse() : [];
  return { link, latest, earlier };
}

const sharedVersion = (v: VersionSummaryRow) => ({
  id: v.id,
  versionNumber: v.versionNumber,
  creationTime: v.creationTime.toISOString(),
  notesDeVersion: v.notesDeVersion,
});

/** The public read-only page's content; each opening is logged (date and kind only). */
export async function openSharedDocument(deps: Deps, token: string): Promise<SharedDocument> {
  const { link, latest, earlier } = await resolveShareLink(deps.db, token);
  const json = await findVersionSnapshotJson(deps.db, latest.id);
  if (json === null) throw notFound(SHARE_LINK_MESSAGES.linkUnavailable);
  const data = JSON.parse(json) as DuerpData;
  await recordOpening(deps.db, link.id, 'page');
  return {
    displayName: duerpDisplayName(data.entreprise),
    label: link.label,
    version: sharedVersion(latest),
    data,
    earlierVersions: earlier.map(sharedVersion),
    ...(link.allowObservations ? { allowObservations: true } : {}),
  };
}

/**
 * A version a live link shows, with the metadata its PDF needs; the download is logged among the
 * link's openings, as the page is.
 */
export async function downloadSharedVersion(deps: Deps, token: string, versionId: string) {
  const { link, latest, earlier } = await resolveShareLink(deps.db, token);
  if (![latest, ...earlier].some((v) => v.id === versionId)) throw notFound('Version introuvable.');
  const version = await findVersionMetadata(deps.db, link.duerpDocumentId, versionId);
  if (!version) throw notFound('Version introuvable.');
  await recordOpening(deps.db, link.id, 'download');
  return version;
}

/** The photos of the version the link's page shows (issue 27). */
export async function sharedPhotos(deps: Deps, token: string) {
  const { latest } = await resolveShareLink(deps.db, token);
  return listVersionPhotos(deps.db, latest.id);
}

/** A photo of a version the link shows (the latest, or an earlier one it allows), or 404. */
export async function sharedPhotoBytes(
  deps: Deps,
  token: string,
  photoId: string,
  thumbnail: boolean,
) {
  const { latest, earlier } = await resolveShareLink(deps.db, token);
  const versionIds = [latest, ...earlier].map((v) => v.id);
  return versionPhotoBytes(deps.db, versionIds, photoId, thumbnail);
}
