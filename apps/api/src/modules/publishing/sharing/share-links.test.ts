import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SHARE_LINK_MESSAGES,
  type CreatedShareLink,
  type ShareLink,
  type SharedDocument,
} from '@duerp/domain/access';
import { createAccount, useTestApp, setVip } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { shareLinkOpenings, shareLinks } from '../../../db/schema/index.js';
import { hashToken } from '../../../lib/secure-token.js';

const t = useTestApp();

type Auth = { authorization: string };

async function vipDocumentWithVersions(count: number) {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  const versions: string[] = [];
  for (let i = 0; i < count; i++)
    versions.push((await generate(t, owner.auth, doc.id, `v${i + 1}`)).json<{ id: string }>().id);
  return { owner, doc, versions };
}

function createLink(auth: Auth, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/share-links`,
    headers: auth,
    payload,
  });
}

const open = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/partage/${token}` });

describe('share links', () => {
  it('creates a link whose unguessable token is stored only hashed, and opens the latest full version without an account', async () => {
    const { owner, doc, versions } = await vipDocumentWithVersions(2);
    const res = await createLink(owner.auth, doc.id, { label: 'CSE' });
    expect(res.statusCode).toBe(200);
    const { link, token } = res.json<CreatedShareLink>();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link).toMatchObject({ label: 'CSE', status: 'ACTIVE', openingCount: 0 });
    const [row] = await t.app.deps.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    const shared = page.json<SharedDocument>();
    expect(shared.version).toMatchObject({
      id: versions[1],
      versionNumber: 2,
      notesDeVersion: 'v2',
    });
    expect(shared.displayName).toBe('Boulangerie Martin');
    expect(shared.data.unitesDeTravail.length).toBeGreaterThan(0);
    expect(shared.earlierVersions).toEqual([]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/versions/${versions[1]}/download`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // An earlier version is not shown unless the owner allowed it.
    const earlier = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/versions/${versions[0]}/download`,
    });
    expect(earlier.statusCode).toBe(404);
  }, 60_000);

  it('shows the earlier versions when the owner allows them', async () => {
    const { owner, doc, versions } = await vipDocumentWithVersions(2);
    const { token } = (
      await createLink(owner.auth, doc.id, {
        label: 'Médecin du travail',
        allowEarlierVersions: true,
      })
    ).json<CreatedShareLink>();
    const shared = (await open(token)).json<SharedDocument>();
    expect(shared.earlierVersions.map((v) => v.id)).toEqual([versions[0]]);
    const earlier = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/versions/${versions[0]}/download`,
    });
    expect(earlier.statusCode).toBe(200);
  }, 60_000);

  it('logs every opening (date, label) and shows them to the owner', async () => {
    const { owner, doc } = await vipDocumentWithVersions(1);
    const { token } = (
      await createLink(owner.auth, doc.id, { label: 'Salariés' })
    ).json<CreatedShareLink>();
    await open(token);
    await open(token);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/share-links`,
      headers: owner.auth,
    });
    const [link] = list.json<ShareLink[]>();
    expect(link).toMatchObject({ label: 'Salariés', openingCount: 2 });
    expect(link?.recentOpenings).toHaveLength(2);
    expect(Date.now() - Date.parse(link!.recentOpenings[0]!)).toBeLessThan(60_000);
  });

  it('counts a download of the PDF through the link among its openings, and keeps its kind', async () => {
    const { owner, doc, versions } = await vipDocumentWithVersions(2);
    const { link, token } = (
      await createLink(owner.auth, doc.id, { label: 'CSE' })
    ).json<CreatedShareLink>();
    const download = (versionId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/partage/${token}/versions/${versionId}/download`,
      });
    expect((await open(token)).statusCode).toBe(200);
    expect((await download(versions[1]!)).statusCode).toBe(200);
    // A version the link does not show is refused, and is no opening.
    expect((await download(versions[0]!)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/share-links`,
      headers: owner.auth,
    });
    const [shown] = list.json<ShareLink[]>();
    expect(shown).toMatchObject({ openingCount: 2 });
    expect(shown?.recentOpenings).toHaveLength(2);
    const rows = await t.app.deps.db
      .select({ kind: shareLinkOpenings.kind })
      .from(shareLinkOpenings)
      .where(eq(shareLinkOpenings.shareLinkId, link.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['download', 'page']);
  }, 60_000);

  it('stops opening once revoked, and the owner sees it revoked', async () => {
    const { owner, doc, versions } = await vipDocumentWithVersions(1);
    const { link, token } = (
      await createLink(owner.auth, doc.id, { label: 'CSE' })
    ).json<CreatedShareLink>();
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/share-links/${link.id}/revoke`,
      headers: owner.auth,
    });
    expect(revoked.json<ShareLink>().status).toBe('REVOKED');
    const page = await open(token);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: SHARE_LINK_MESSAGES.linkUnavailable });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/versions/${versions[0]}/download`,
    });
    expect(pdf.statusCode).toBe(404);
  });

  it('opens through its last day and no longer after it', async () => {
    const { owner, doc } = await vipDocumentWithVersions(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const { link, token } = (
      await createLink(owner.auth, doc.id, { label: 'CSE', expiresOn: today })
    ).json<CreatedShareLink>();
    expect(link.expiresOn).toBe(today);
    expect((await open(token)).statusCode).toBe(200);
    await t.app.deps.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(shareLinks.id, link.id));
    expect((await open(token)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/share-links`,
      headers: owner.auth,
    });
    expect(list.json<ShareLink[]>()[0]?.status).toBe('EXPIRED');
  });

  it('refuses an expiry date in the past and a missing label with a French 400', async () => {
    const { owner, doc } = await vipDocumentWithVersions(1);
    const past = await createLink(owner.auth, doc.id, { label: 'CSE', expiresOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: SHARE_LINK_MESSAGES.expiryInPast });
    const blank = await createLink(owner.auth, doc.id, { label: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain(SHARE_LINK_MESSAGES.labelRequired);
  });

  it('refuses a link to a document whose versions are demonstration only', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const res = await createLink(owner.auth, doc.id, { label: 'CSE' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SHARE_LINK_MESSAGES.noFullVersion });
  });

  it("answers 404 for another user's document and link", async () => {
    const { owner, doc } = await vipDocumentWithVersions(1);
    const { link } = (
      await createLink(owner.auth, doc.id, { label: 'CSE' })
    ).json<CreatedShareLink>();
    const other = await createAccount(t, { isVip: true });
    expect((await createLink(other.auth, doc.id, { label: 'CSE' })).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/share-links`,
      headers: other.auth,
    });
    expect(list.statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/share-links/${link.id}/revoke`,
      headers: other.auth,
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('stops showing a version once the owner loses full access to all of them', async () => {
    const { owner, doc } = await vipDocumentWithVersions(1);
    const { token } = (
      await createLink(owner.auth, doc.id, { label: 'CSE' })
    ).json<CreatedShareLink>();
    await setVip(t, owner.id, false);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('answers 400 to a malformed token', async () => {
    const res = await open('pas-un-jeton');
    expect(res.statusCode).toBe(400);
  });
});
