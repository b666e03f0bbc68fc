import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@duerp/domain/calendar';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  addCapotageAction,
  completeDocument,
  createDuerp,
  generate,
} from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';
import { poppler } from '../../../../test/helpers/pdf.js';
import { postOnDocument, RPS_ACTION } from '../../../../test/helpers/rps.js';

let t: TestApp;
let pdfs: Awaited<ReturnType<typeof poppler>>;
const dir = mkdtempSync(join(tmpdir(), 'duerp-pack-'));
beforeAll(async () => {
  t = await createTestApp();
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Auth = { authorization: string };
const get = (auth: Auth | undefined, id: string, kind: 'pdf' | 'zip') =>
  t.app.inject({
    method: 'GET',
    url: `/api/duerp/${id}/dossier-controle/${kind}`,
    ...(auth ? { headers: auth } : {}),
  });
/** A complete document of a VIP owner with version 1, its consultation form filled with this. */
async function consultedVersion(consultation: Record<string, string>) {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  const { id: versionId } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
  await t.app.inject({
    method: 'PUT',
    url: `/api/duerp/${doc.id}/versions/${versionId}/consultation`,
    headers: owner.auth,
    payload: consultation,
  });
  return { owner, doc, versionId };
}
/** pdftotext joins wrapped lines with spaces or breaks: compare on single spaces. */
const words = (s: string) => s.replace(/\s+/g, ' ');

describe('Dossier pour un contrôle', () => {
  it('prints the findings of the day with their articles, the versions with their codes and SHA-256, the records and the actions', async () => {
    const today = parisDay(new Date());
    const { owner, doc } = await consultedVersion({
      dateConsultationCse: today,
      avisCse: 'favorable',
      commentaires: 'Avis rendu en séance',
      dateEnvoiSpst: today,
    });
    const res = await get(owner.auth, doc.id, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`DUERP_dossier_controle_${today}.pdf`);
    const text = words((await pdfs.pages(res.rawPayload, '-raw')).join(' '));
    expect(text).toContain('Dossier pour un contrôle');
    expect(text).toContain('Points relevés le');
    expect(text).toMatch(/article R4121-1-1|article L4121-3|article R4121-1/);
    expect(text).toContain('Version 1 du');
    expect(text).toContain('Code de vérification :');
    expect(text).toContain('Avis rendu en séance');
    expect(text).toContain('Date de la fiche de consultation');
    expect(text).toContain("Avis d'accès des travailleurs");
    expect(text).toContain('Annexe : facteurs de risques professionnels');
    expect(text).toContain('Non applicable');
  });

  it('prints each recorded SPST sending with its recipient, date, version and SHA-256, in place of the consultation date', async () => {
    const today = parisDay(new Date());
    const { owner, doc, versionId } = await consultedVersion({ dateEnvoiSpst: today });
    const spst = await t.app.inject({
      method: 'PUT',
      url: `/api/espaces/${owner.espaceId}/spst`,
      headers: owner.auth,
      payload: { nom: 'AST Nord Artois', adresse: '1 rue du Port, 62200 Boulogne', email: '' },
    });
    expect(spst.statusCode).toBe(200);
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/versions/${versionId}/spst-sendings/main-propre`,
      headers: owner.auth,
      payload: { date: today },
    });
    expect(handed.statusCode).toBe(201);
    const { versionSha256 } = handed.json<{ versionSha256: string }>();
    const res = await get(owner.auth, doc.id, 'pdf');
    const text = words((await pdfs.pages(res.rawPayload, '-raw')).join(' '));
    const section = text.slice(text.indexOf('Envois au service de prévention'));
    expect(section).toContain('Version 1 —');
    expect(section).toContain('Remis en main propre à AST Nord Artois');
    expect(section.replace(/ /g, '')).toContain(`SHA-256delaversion:${versionSha256}`);
    expect(section).not.toContain('Date de la fiche de consultation');
    expect(text).not.toContain("l'envoi de la version 1 n'est pas enregistré");
  });

  it("prints the access notice's posting day once recorded, and says when it is not", async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const section = async () => {
      const text = words(
        (await pdfs.pages((await get(owner.auth, doc.id, 'pdf')).rawPayload, '-raw')).join(' '),
      );
      const start = text.indexOf("Avis d'accès des travailleurs");
      return text.slice(start, text.indexOf('Annexe : facteurs', start));
    };
    expect(await section()).toContain("Aucun avis n'a encore été produit");
    const notice = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/access-notice`,
      headers: owner.auth,
      payload: { lieu: 'Salle de pause', personne: 'Claire Martin', horaires: '9 h – 17 h' },
    });
    expect(notice.statusCode).toBe(200);
    expect(await section()).toContain("Sa date d'affichage n'est pas enregistrée.");
    const posted = await t.app.inject({
      method: 'PUT',
      url: `/api/duerp/${doc.id}/compliance/records`,
      headers: owner.auth,
      payload: { accessNoticePostedOn: '2026-03-02' },
    });
    expect(posted.statusCode).toBe(200);
    const printed = await section();
    expect(printed).toContain('Avis affiché le 2 mars 2026.');
    expect(printed).toMatch(/Dernier avis produit le \d{1,2} \S+ \d{4}\./);
    expect(printed).not.toContain("n'est pas enregistrée");
  });

  it("lists the whole programme of actions: the work units' and the RPS units'", async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await addCapotageAction(t, owner.auth, doc.id);
    const post = postOnDocument(t);
    const unitesRps = [
      {
        idUniteRps: 'p1',
        displayName: 'Équipe de vente',
        idsUnitesDeTravail: ['u1'],
        mode: 'groupe',
      },
    ];
    expect(
      (await post(owner.auth, doc.id, 'update-list-unites-rps', { unitesRps })).statusCode,
    ).toBe(200);
    expect((await post(owner.auth, doc.id, 'upsert-action-rps', RPS_ACTION)).statusCode).toBe(200);
    const text = words(
      (await pdfs.pages((await get(owner.auth, doc.id, 'pdf')).rawPayload, '-raw')).join(' '),
    );
    expect(text).toContain('Capotage des machines');
    expect(text).toMatch(
      /Équipe de vente — RPS – [^:]+ : [^:]+ : Plages sans appels \(responsable : Gérante ; échéance : 1 février 2027 ; budget : – ;/,
    );
    expect(text).not.toContain('Aucune action enregistrée.');
  });

  it('zips the current version’s PDF, whose SHA-256 the list and the pack print, beside the pack', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const res = await get(owner.auth, doc.id, 'zip');
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'pack.zip');
    writeFileSync(file, res.rawPayload);
    execFileSync('unzip', ['-tq', file]);
    const entries = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n').sort();
    const today = parisDay(new Date());
    expect(entries).toEqual(
      ['DUERP_v1.pdf', `DUERP_dossier_controle_${today}.pdf`, 'versions.csv'].sort(),
    );
    execFileSync('unzip', ['-q', '-o', file, '-d', join(dir, 'out')]);
    const version = readFileSync(join(dir, 'out', 'DUERP_v1.pdf'));
    const sha = createHash('sha256').update(version).digest('hex');
    expect(readFileSync(join(dir, 'out', 'versions.csv'), 'utf8')).toContain(sha);
    const pack = readFileSync(join(dir, 'out', `DUERP_dossier_controle_${today}.pdf`));
    expect(words((await pdfs.pages(pack, '-raw')).join(' ')).replace(/ /g, '')).toContain(sha);
  });

  it('is readable by a Lecteur, 404 to a stranger, 401 without a token, 400 on a bad id; a draft without version still gets its pack', async () => {
    const owner = await createAccount(t);
    const reader = await createAccount(t);
    const stranger = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    await joinEspace(t, owner, reader, 'lecteur');
    const read = await get(reader.auth, doc.id, 'pdf');
    expect(read.statusCode).toBe(200);
    expect(words((await pdfs.pages(read.rawPayload, '-raw')).join(' '))).toContain(
      'Aucune version générée.',
    );
    const zip = await get(reader.auth, doc.id, 'zip');
    expect(zip.statusCode).toBe(200);
    expect((await get(stranger.auth, doc.id, 'pdf')).statusCode).toBe(404);
    expect((await get(stranger.auth, doc.id, 'zip')).statusCode).toBe(404);
    expect((await get(undefined, doc.id, 'pdf')).statusCode).toBe(401);
    const bad = await get(owner.auth, 'pas-un-uuid', 'pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[a-zé]/);
  });
});
