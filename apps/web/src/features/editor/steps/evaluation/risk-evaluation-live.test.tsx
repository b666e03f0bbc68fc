import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveChangeEvent } from '@duerp/domain/live';
import type { Risque } from '@duerp/domain/duerp';
import { renderWithProviders } from '@/test/render';
import { LiveContext } from '@/features/live';
import { RiskEvaluationForm } from './risk-evaluation-form';

const stored: Risque = {
  idRisque: 'r1',
  idCategorie: 'c1',
  code: '',
  displayName: 'Glissade',
  danger: 'Sol mouillé',
  remarques: '',
  evalGravite: 2,
  evalFrequence: 2,
  evalMaitrise: 2,
  isRisqueEvalue: true,
  niveauDeRisqueValue: 8,
  niveauDeRisqueStatus: null,
  isUserDefined: false,
  infoSeuil: null,
};
const change: LiveChangeEvent = {
  documentId: '11111111-1111-4111-8111-111111111111',
  revision: 3,
  actor: { accountId: '22222222-2222-4222-8222-222222222222', name: 'marie@exemple.fr' },
  at: '2026-11-26T05:00:00Z',
};

let receive: (risque: Risque) => void = () => undefined;
function Harness() {
  const [state, setState] = useState<{ r: Risque; c: LiveChangeEvent | null }>({
    r: stored,
    c: null,
  });
  useEffect(() => {
    receive = (r) => setState({ r, c: change });
  }, []);
  return (
    <LiveContext value={{ people: [], lastChange: state.c }}>
      <RiskEvaluationForm
        idUniteDeTravail="u1"
        risque={state.r}
        categories={[{ idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: false }]}
        onCancel={vi.fn()}
        onSave={vi.fn()}
      />
    </LiveContext>
  );
}

describe('the risk evaluation form while someone else rates the same risk', () => {
  it('keeps the remark being typed, marks it, and takes the other changes silently', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const remarques = screen.getByLabelText('Remarques');
    await user.type(remarques, 'Ma remarque');
    act(() => receive({ ...stored, remarques: 'Sa remarque', danger: 'Sol gras' }));
    expect(await screen.findByDisplayValue('Sol gras')).toBeInTheDocument();
    expect(remarques).toHaveValue('Ma remarque');
    const marked = screen.getByRole('list', { name: 'Champs modifiés pendant votre saisie' });
    expect(marked).toHaveTextContent('Remarques modifiées par Marie pendant votre saisie');
    await user.click(within(marked).getByRole('button', { name: 'Garder ma saisie' }));
    expect(remarques).toHaveValue('Ma remarque');
  });
});
