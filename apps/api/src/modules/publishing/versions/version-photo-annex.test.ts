import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import type { Photo } from '@duerp/domain/photos';
import { addCapotageAction, completeDocument } from '../../../../test/helpers/duerp.js';
import { poppler } from '../../../../test/helpers/pdf.js';
import { addPhoto, image } from '../../../../test/helpers/photos.js';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

let t: TestApp;
let pdfs: Awaited<ReturnType<typeof poppler>>;
let auth: Awaited<ReturnType<typeof createAccount>>['auth'];
let doc: DuerpDocument;
let withAnnex: string;
let without: string;

const TITLE = 'Annexe photographique';
const COLOURS = ['#c04020', '#2060a0', '#20a060', '#a0a020', '#8020a0', '#208080'];

const generate = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/generate`,
    headers: auth,
    payload: {
      notesDeVersion: '',
      displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
      ...body,
    },
  });
const download = (versionId: string, suffix: string) =>
  t.app.inject({ url: `/api/duerp/${doc.id}/versions/${versionId}/${suffix}`, headers: auth });

beforeAll(async () => {
  t = await createTestApp();
  pdfs = await poppler();
  const account = await createAccount(t, { isVip: true });
  auth = account.auth;
  doc = await completeDocument(t, auth);
  const actionId = (await addCapotageAction(t, auth, doc.id)).data.unitesDeTravail[0]
    ?.papripactActionsPreventives[0]?.idAction;
  // Six photos of distinct colours: five on risks (one 3:4), one on the action.
  const added: Photo[] = [];
  for (const [i, colour] of COLOURS.entries()) {
    const target: Record<string, string> =
      i === 5
        ? { idUniteDeTravail: 'u1', idAction: actionId ?? '' }
        : { idUniteDeTravail: 'u1', idRisque: i % 2 ? 'r2' : 'r1' };
    const bytes = await image(i === 1 ? 600 : 800, i === 1 ? 800 : 600, 'jpeg', colour);
    added.push(
      await addPhoto(
        t,
        auth,
        doc.id,
        { ...target, legende: `Légende de la photo ${i + 1}` },
        bytes,
      ),
    );
  }
  without = (await generate({})).json<{ id: string }>().id;
  const res = await generate({ annexePhotographique: true });
  expect(res.statusCode).toBe(200);
  withAnnex = res.json<{ id: string }>().id;
  // The draft changes after the version, before anything is rendered: the version keeps its own.
  const photoUrl = (n: number) => `/api/duerp/${doc.id}/photos/${added[n]?.id ?? ''}`;
  const edit = await t.app.inject({
    method: 'PATCH',
    url: photoUrl(0),
    headers: auth,
    payload: { legende: 'Légende changée après la version' },
  });
  expect(edit.statusCode).toBe(200);
  const removal = await t.app.inject({ method: 'DELETE', url: photoUrl(1), headers: auth });
  expect(removal.statusCode).toBe(204);
});
afterAll(async () => {
  await pdfs.cleanup();
  await t.close();
});

describe('a version generated with the "Annexe photographique" (issue 27)', () => {
  it('is listed with annexePhotographique, a version without it without the field', async () => {
    const list = (
      await t.app.inject({ url: `/api/duerp/${doc.id}/versions/list`, headers: auth })
    ).json<VersionSummary[]>();
    expect(list.find((v) => v.id === withAnnex)?.annexePhotographique).toBe(true);
    expect(list.find((v) => v.id === without)).not.toHaveProperty('annexePhotographique');
    const document = (
      await t.app.inject({ url: `/api/duerp/${doc.id}`, headers: auth })
    ).json<DuerpDocument>();
    expect(document.versions.find((v) => v.id === withAnnex)?.annexePhotographique).toBe(true);
  });

  it('ends its full PDF with its six photos as they were, four a page, with unit, risk or action, caption and date', async () => {
    const res = await download(withAnnex, 'download');
    expect(res.statusCode).toBe(200);
    const pages = (await pdfs.pages(res.rawPayload)).map((p) => p.replace(/\s+/g, ' '));
    const first = pages.findIndex((p) => p.includes(`${TITLE} `) && p.includes('Photo du '));
    expect(first).toBeGreaterThan(0);
    expect(pages.slice(first)).toHaveLength(2);
    const count = (page: string | undefined) =>
      (page?.match(/Photo du \d+ \S+ \d{4}/g) ?? []).length;
    expect(pages.slice(first).map(count)).toEqual([4, 2]);
    const annex = pages.slice(first).join(' ');
    for (let i = 1; i <= 6; i++) expect(annex).toContain(`Légende de la photo ${i}`);
    expect(annex).not.toContain('Légende changée');
    expect(annex).toContain('Atelier');
    for (const risque of doc.data.unitesDeTravail[0]?.risques ?? []) {
      expect(annex).toContain(`Risque : ${risque.displayName}`);
    }
    expect(annex).toContain('Action : Capotage des machines');
    // In the contents too.
    expect(pages.slice(1, 3).join(' ')).toContain(TITLE);
  });

  it('has no annex in its demo PDF, nor does the version generated without it', async () => {
    for (const [versionId, suffix] of [
      [withAnnex, 'downloaddemo'],
      [without, 'download'],
      [without, 'downloaddemo'],
    ] as const) {
      const res = await download(versionId, suffix);
      expect(res.statusCode).toBe(200);
      expect((await pdfs.pages(res.rawPayload)).join(' ')).not.toContain(TITLE);
    }
    const plain = await download(without, 'download');
    const annexed = await download(withAnnex, 'download');
    const pageCount = async (pdf: Buffer) => Number((await pdfs.info(pdf)).Pages);
    expect(await pageCount(annexed.rawPayload)).toBe((await pageCount(plain.rawPayload)) + 2);
  });

  it('ends its DOCX with the photos; the DOCX of the version without it has no image', async () => {
    const docx = async (versionId: string) => {
      const res = await download(versionId, 'download-docx');
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      return {
        xml: (await zip.file('word/document.xml')?.async('string')) ?? '',
        media: Object.values(zip.files).filter((f) => !f.dir && f.name.startsWith('word/media/')),
      };
    };
    const annexed = await docx(withAnnex);
    expect(annexed.xml).toContain(TITLE);
    expect(annexed.xml.split('<w:drawing>')).toHaveLength(7);
    expect(annexed.media).toHaveLength(6);
    expect(annexed.xml).toContain('Légende de la photo 6');
    const plain = await docx(without);
    expect(plain.xml).not.toContain(TITLE);
    expect(plain.media).toHaveLength(0);
  });

  it('refuses an annexePhotographique that is not a boolean with a 400 in French', async () => {
    for (const value of ['oui', 1, null, { a: 1 }]) {
      const res = await generate({ annexePhotographique: value });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Entrée invalide : booléen attendu/);
    }
  });
});
