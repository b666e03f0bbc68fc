import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { DuerpDocument, UniteDeTravail, UpdateRisqueBody } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../hooks/editor-context';
import { FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { EvaluationStep } from '../steps/evaluation/evaluation-step';

/** A document of one company with these units (tests of step 5). */
export const aDocumentWith = (...unitesDeTravail: UniteDeTravail[]): DuerpDocument =>
  aDuerp({ data: { ...aDuerp().data, entreprise: anEntreprise(), unitesDeTravail } });

/** Step 5 on a fake server; `saved()` gives the bodies of the writes it received. */
export function renderEvaluationStep(duerp: DuerpDocument) {
  const calls = mockApi(fakeDuerpServer(duerp).routes);
  renderWithProviders(
    <EditorContext
      value={{ step: 5, quitTo: '/duerps', goTo: vi.fn(), setUnsaved: () => undefined }}
    >
      <FromCache id={duerp.id} render={(d) => <EvaluationStep duerp={d} />} />
    </EditorContext>,
  );
  const saved = () =>
    calls.filter((c) => c.method === 'POST').map((c) => c.body as UpdateRisqueBody);
  return { saved, user: userEvent.setup() };
}
