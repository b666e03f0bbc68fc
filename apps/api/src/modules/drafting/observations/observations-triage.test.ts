/** What an Éditeur does with an observation: a risk, an action, an event, or the archive. */
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { OBSERVATION_MESSAGES as M, OBSERVATIONS_CATEGORY_NAME } from '@duerp/domain/collaboration';
import { RETENTION_YEARS } from '@duerp/domain/retention';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { callAs, type CallAs } from '../../../../test/helpers/espaces.js';
import { observationRequests } from '../../../../test/helpers/observations.js';
import { purgeExpiredData } from '../../platform/retention/retention.service.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);
const { observe, pending, sharedDocument } = observationRequests(t);

describe('workers’ observations, treated', () => {
  it('turns observations into a risk, an action and an event through normal document writes, or archives them', async () => {
    const { owner, doc, token } = await sharedDocument();
    for (let i = 0; i < 4; i++) await observe(token, { idRisque: 'r1', texte: `Observation ${i}` });
    const [a, b, c, d] = await pending(owner, doc.id);
    const convert = (id: string, body: Record<string, unknown>) =>
      call(owner, 'POST', `/api/duerp/${doc.id}/observations/${id}/convertir`, body);

    const before = (await call(owner, 'GET', `/api/duerp/${doc.id}`)).json<DuerpDocument>();
    const asRisk = await convert(a!.id, { en: 'risque', displayName: 'Sol glissant en réserve' });
    expect(asRisk.statusCode).toBe(200);
    const afterRisk = asRisk.json<DuerpDocument>();
    expect(afterRisk.revision).toBe(before.revision + 1);
    expect(afterRisk.hasBeenModifiedSinceLastGeneration).toBe(true);
    const unit = afterRisk.data.unitesDeTravail[0]!;
    const risk = unit.risques.find((r) => r.displayName === 'Sol glissant en réserve');
    expect(risk).toMatchObject({
      danger: 'Observation 0',
      isRisqueEvalue: false,
      isUserDefined: true,
    });
    expect(risk?.remarques).toMatch(/^Signalé via un lien de consultation le \d\d\/\d\d\/\d{4}\.$/);
    expect(
      unit.categorieDeRisques.find((cat) => cat.idCategorie === risk?.idCategorie)?.displayName,
    ).toBe(OBSERVATIONS_CATEGORY_NAME);
    // Twice is refused: one observation makes one risk.
    const again = await convert(a!.id, { en: 'risque', displayName: 'Doublon' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyProcessed });

    const asAction = await convert(b!.id, {
      en: 'action',
      responsable: 'Chef d’atelier',
      date: '2027-01-15',
    });
    expect(asAction.statusCode).toBe(200);
    expect(
      asAction.json<DuerpDocument>().data.unitesDeTravail[0]!.papripactActionsPreventives,
    ).toContainEqual(
      expect.objectContaining({
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Observation 1',
        statut: 'À planifier',
      }),
    );

    const asEvent = await convert(c!.id, { en: 'evenement', type: 'information_nouvelle' });
    expect(asEvent.statusCode).toBe(200);
    expect(asEvent.json<DuerpDocument>().data.evenementsDeMiseAJour).toContainEqual(
      expect.objectContaining({ type: 'information_nouvelle', description: 'Observation 2' }),
    );

    const archived = await call(
      owner,
      'POST',
      `/api/duerp/${doc.id}/observations/${d!.id}/archiver`,
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual([]);
    expect(await pending(owner, doc.id)).toEqual([]);

    const bad = [
      [c!.id, { en: 'risque' }, 400],
      [c!.id, { en: 'autre' }, 400],
      ['pas-un-uuid', { en: 'evenement', type: 'autre' }, 400],
      ['00000000-0000-4000-8000-000000000000', { en: 'evenement', type: 'autre' }, 404],
    ] as const;
    for (const [id, body, status] of bad) expect((await convert(id, body)).statusCode).toBe(status);

    // The espace's archive carries them; once processed they are kept a year.
    const zip = await JSZip.loadAsync(
      (await call(owner, 'GET', '/api/myaccount/archive')).rawPayload,
    );
    const data = JSON.parse(await zip.file('donnees.json')!.async('string')) as {
      duerps: {
        id: string;
        observations: { texte: string; statut: string; conversion: string }[];
      }[];
    };
    expect(
      data.duerps
        .find((x) => x.id === doc.id)
        ?.observations.map((o) => [o.texte, o.statut, o.conversion]),
    ).toEqual([
      ['Observation 0', 'convertie', 'risque'],
      ['Observation 1', 'convertie', 'action'],
      ['Observation 2', 'convertie', 'evenement'],
      ['Observation 3', 'archivee', null],
    ]);
    const later = new Date();
    later.setUTCFullYear(later.getUTCFullYear() + RETENTION_YEARS.processedObservations);
    later.setUTCDate(later.getUTCDate() + 1);
    const report = await purgeExpiredData(t.app.deps, later);
    expect(report.processedObservations).toBeGreaterThanOrEqual(4);
  }, 90_000);
});
