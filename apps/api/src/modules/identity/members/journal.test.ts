import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActivityEntry } from '@duerp/domain/espaces';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import {
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
} from '../../../../test/helpers/payment.js';
import { callAs, inEspace, joinEspace, type CallAs } from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);

describe("journal d'activité", () => {
  it('records who did what, filters by member and DUERP, and is for Propriétaires only', async () => {
    const owner = await createAccount(t, { isVip: true });
    const editor = await createAccount(t);
    await joinEspace(t, owner, editor, 'editeur');
    const doc = await completeDocument(t, inEspace(editor, owner.espaceId));
    await generate(t, editor.auth, doc.id);
    const journal = await call(owner, 'GET', `/api/espaces/${owner.espaceId}/journal`);
    expect(journal.statusCode).toBe(200);
    const actions = journal
      .json<{ entries: { action: string; actorEmail: string }[] }>()
      .entries.map((e) => `${e.actorEmail} ${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `${owner.email} member.invited`,
        `${editor.email} member.joined`,
        `${editor.email} duerp.created`,
        `${editor.email} version.generated`,
      ]),
    );
    const byDoc = await call(
      owner,
      'GET',
      `/api/espaces/${owner.espaceId}/journal?duerp=${doc.id}&member=${editor.id}`,
    );
    expect(
      byDoc
        .json<{ entries: { action: string }[] }>()
        .entries.map((e) => e.action)
        .sort(),
    ).toEqual(['duerp.created', 'duerp.renamed', 'version.generated']);
    expect((await call(editor, 'GET', `/api/espaces/${owner.espaceId}/journal`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(owner, 'GET', `/api/espaces/${owner.espaceId}/journal?page=0`)).statusCode,
    ).toBe(400);
  });

  it('records a purchase with who paid', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const profile = await createBillingProfile(t, owner.auth);
    const init = await initPayment(t, owner.auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.id,
    });
    await payOnTestCheckout(t, init.json<{ checkoutUrl: string }>().checkoutUrl);
    const journal = await call(
      owner,
      'GET',
      `/api/espaces/${owner.espaceId}/journal?duerp=${doc.id}`,
    );
    expect(
      journal.json<{ entries: { action: string; actorEmail: string; details: object }[] }>()
        .entries[0],
    ).toMatchObject({
      action: 'purchase',
      actorEmail: owner.email,
      details: { offre: expect.any(String) },
    });
  });

  it('names the DUERP and the version by its number in every entry about a document, old entries too', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const second = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    expect(Object.keys(second)).toEqual(['id']);
    const versionUrl = `/api/duerp/${doc.id}/versions/${second.id}`;
    expect((await call(owner, 'GET', `${versionUrl}/download`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${versionUrl}/downloaddemo`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${versionUrl}/download-xlsx`)).statusCode).toBe(200);
    // An entry written before the journal recorded numbers: the version by its id only.
    await t.app.deps.db.execute(
      sql`INSERT INTO activity_log (espace_id, actor_account_id, action, duerp_document_id, details)
          VALUES (${owner.espaceId}, ${owner.id}, 'version.generated', ${doc.id},
                  ${JSON.stringify({ version: second.id })}::jsonb)`,
    );
    const journal = await call(
      owner,
      'GET',
      `/api/espaces/${owner.espaceId}/journal?duerp=${doc.id}`,
    );
    const entries = journal.json<{ entries: ActivityEntry[] }>().entries;
    const name = doc.displayName;
    expect(entries.map((e) => [e.action, e.duerpName, e.versionNumber])).toEqual([
      ['version.generated', name, 2],
      ['export.downloaded', name, 2],
      ['pdf.downloaded', name, 2],
      ['pdf.downloaded', name, 2],
      ['version.generated', name, 2],
      ['version.generated', name, 1],
      ['duerp.renamed', name, null],
      ['duerp.created', expect.any(String), null],
    ]);
    expect(entries[1]?.details).toMatchObject({ format: 'xlsx', numero: '2' });
    expect(entries[2]?.details).toMatchObject({ variante: 'demonstration' });
  });
});
