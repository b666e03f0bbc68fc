import { describe, expect, it } from 'vitest';
import type { MyEspace } from '@duerp/domain/espaces';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';
import { image, upload } from '../../../../test/helpers/photos.js';
import { runAdminCommand } from './admin.commands.js';

const t = useTestApp();

const admin = (name: string, ...args: string[]) =>
  runAdminCommand({ deps: t.app.deps, database: t.database, cwd: process.cwd() }, name, args);
const info = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/myaccount/info', headers })).json();

const ON_R1 = { idUniteDeTravail: 'u1', idRisque: 'r1' };

describe('admin commands on espaces', () => {
  it('list a person’s espaces, their members, and set VIP and the cap of one espace', async () => {
    const owner = await createAccount(t);
    const member = await createAccount(t);
    const espace = (
      await t.app.inject({
        method: 'POST',
        url: '/api/espaces',
        headers: owner.auth,
        payload: { name: 'Garage Dupont' },
      })
    ).json<MyEspace>();
    await joinEspace(t, owner, member, 'lecteur', espace.id);
    expect(await admin('espace', 'list', member.email)).toMatch(
      new RegExp(`${espace.id}  Garage Dupont  \\(Lecteur\\)`),
    );
    await admin('espace', 'vip', 'on', espace.id);
    await admin('espace', 'max-duerps', espace.id, '9');
    expect(await info(inEspace(member, espace.id))).toMatchObject({
      isVip: true,
      maxNumberOfDuerps: 9,
    });
    // The personal espace is untouched.
    expect(await info(member.auth)).toMatchObject({ isVip: false, maxNumberOfDuerps: 5 });
    expect(await admin('espace', 'members', espace.id)).toMatch(
      new RegExp(`${owner.email}  Propriétaire[\\s\\S]*${member.email}  Lecteur`),
    );
    await expect(admin('espace', 'max-duerps', espace.id, 'beaucoup')).rejects.toThrow(/invalide/);
  });

  it('sets the photo quota of one espace in Mo, and back to the default (issue 27)', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    expect(await admin('espace', 'photo-quota', owner.espaceId, '2048')).toMatch(
      /: quota de photos = 2 Go, utilisés : 0 Mo$/,
    );
    await admin('espace', 'photo-quota', owner.espaceId, '0');
    const refused = await upload(t, owner.auth, doc.id, ON_R1, await image(64, 48));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: 'Quota de photos atteint : 0 Mo par espace.' });
    expect(await admin('espace', 'photo-quota', owner.espaceId, 'default')).toMatch(
      /: quota de photos = 500 Mo \(défaut\), utilisés : 0 Mo$/,
    );
    expect((await upload(t, owner.auth, doc.id, ON_R1, await image(64, 48))).statusCode).toBe(201);
    await expect(admin('espace', 'photo-quota', owner.espaceId, '1,5')).rejects.toThrow(
      /Quota invalide/,
    );
  });

  it('refuses to delete the only Propriétaire of a shared espace until it is handed over', async () => {
    const owner = await createAccount(t, { isVip: true });
    const editor = await createAccount(t);
    await joinEspace(t, owner, editor, 'editeur');
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const solo = (
      await t.app.inject({
        method: 'POST',
        url: '/api/espaces',
        headers: owner.auth,
        payload: { name: 'Brouillons' },
      })
    ).json<MyEspace>();

    await expect(admin('account', 'delete', owner.email)).rejects.toThrow(
      `Ce compte est le seul Propriétaire d'espaces qui ont d'autres membres : « Espace de ${owner.email} ». Transférez d'abord la propriété.`,
    );
    expect(await admin('espace', 'transfer', owner.espaceId, editor.email)).toMatch(
      /est Propriétaire/,
    );
    expect(await admin('account', 'delete', owner.email)).toBe(
      `Compte ${owner.email} supprimé ; espaces supprimés : 1`,
    );
    // The espace the owner was alone in is gone; the shared one stays with its DUERP.
    const espaces = (
      await t.app.inject({ method: 'GET', url: '/api/espaces', headers: editor.auth })
    ).json<MyEspace[]>();
    expect(espaces.map((e) => e.id)).toContain(owner.espaceId);
    expect(espaces.map((e) => e.id)).not.toContain(solo.id);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: editor.auth,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('keeps without members an espace holding versions when its last member is deleted', async () => {
    const alone = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, alone.auth);
    await generate(t, alone.auth, doc.id);
    expect(await admin('account', 'delete', alone.email)).toBe(
      `Compte ${alone.email} supprimé ; espaces supprimés : 0 ; conservés sans membre (versions ou factures à garder) : 1`,
    );
  });
});
