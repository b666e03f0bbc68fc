import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { EMPTY_RISQUES_PSYCHOSOCIAUX, type UniteRps } from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { EditorContext } from '../hooks/editor-context';
import { EvaluationStep } from '../steps/evaluation/evaluation-step';

/** A session ready to run: the facilitating pair, five participants, confidentiality agreed. */
export const SEANCE = {
  date: '2026-11-20',
  animateurDirection: { nom: 'Claire Martin', fonction: 'Gérante' },
  animateurPersonnel: { nom: 'Paul Roux', fonction: 'Élu CSE' },
  nombreParticipants: 5,
  confidentialiteAcceptee: true,
};

/** A company of 12 employees, two work units, and these RPS units. */
export function aRpsDocument(unitesRps: UniteRps[] = []): DuerpDocument {
  return aDuerp({
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: [aUnit('Boutique'), aUnit('Fournil')],
      risquesPsychosociaux: { ...EMPTY_RISQUES_PSYCHOSOCIAUX, unitesRps },
    },
  });
}

/** Step 5 opened on its « Risques psychosociaux » part, on the fake server (and these threads). */
export function renderRps(duerp: DuerpDocument, query = '', threads: unknown[] = []) {
  const server = fakeDuerpServer(duerp);
  const calls = mockApi({
    ...server.routes,
    [`GET /api/duerp/${duerp.id}/commentaires`]: () => ({ body: threads }),
  });
  renderWithProviders(
    <EditorContext value={{ step: 5, quitTo: '/duerps', goTo: vi.fn(), setUnsaved: () => {} }}>
      <FromCache id={duerp.id} render={(d) => <EvaluationStep duerp={d} />} />
    </EditorContext>,
    { url: `/?step=5&partie=rps${query}` },
  );
  const posted = (end: string) =>
    calls.filter((c) => c.method !== 'GET' && c.url.endsWith(end)).map((c) => c.body);
  return { server, posted, user: userEvent.setup() };
}

export const rpsOf = (server: ReturnType<typeof renderRps>['server']) =>
  server.current().data.risquesPsychosociaux!.unitesRps;
