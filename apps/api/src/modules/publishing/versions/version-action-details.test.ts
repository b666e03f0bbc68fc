import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  generate,
  togglePapripact,
  VALID_ENTREPRISE,
} from '../../../../test/helpers/duerp.js';
import { duerpVersions } from '../../../db/schema/index.js';

const t = useTestApp();

const dir = mkdtempSync(join(tmpdir(), 'duerp-action-details-'));
function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

const DETAILS = [
  "Conditions d'exécution : Pendant l'arrêt d'été",
  'Indicateur de résultat : Bruit mesuré sous 80 dB(A)',
  'Ressources mobilisables : Un technicien de maintenance',
];

describe("the programme's PAPRIPACT details (issue 42)", () => {
  it('prints the conditions, indicator and resources in a new version; an older version prints as it did', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, nombreEmployes: 60 },
    });
    await togglePapripact(t, owner.auth, doc.id, true);
    const action = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
      headers: owner.auth,
      payload: {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r2',
        descriptionDeLaMesure: 'Capotage des machines',
        responsable: 'Claire Martin',
        budget: '2 400 €',
        date: '2027-03-15',
        statut: 'En cours',
        conditionsExecution: "Pendant l'arrêt d'été",
        indicateurResultat: 'Bruit mesuré sous 80 dB(A)',
        ressources: 'Un technicien de maintenance',
      },
    });
    expect(action.statusCode).toBe(200);
    const older = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    // What migration 0027 leaves to the versions generated before it.
    await t.app.deps.db
      .update(duerpVersions)
      .set({ pdfEdition: 4 })
      .where(eq(duerpVersions.id, older));
    const current = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const download = async (versionId: string, name: string) =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/duerp/${doc.id}/versions/${versionId}/download`,
            headers: owner.auth,
          })
        ).rawPayload,
        name,
      );

    const text = await download(current, 'current.pdf');
    expect(text).toContain('Capotage des machines');
    for (const detail of DETAILS) expect(text).toContain(detail);
    const old = await download(older, 'older.pdf');
    expect(old).toContain('Capotage des machines');
    expect(old).not.toContain("Conditions d'exécution");
  });
});
