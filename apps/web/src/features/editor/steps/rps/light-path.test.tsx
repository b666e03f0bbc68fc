import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_SIMPLIFIEES_RPS, syntheseUniteRps, type FrequenceRps } from '@duerp/domain/rps';
import { aUniteRps } from '../../test/rps-fixtures';
import { aRpsDocument, renderRps, rpsOf } from '../../test/render-rps';
import { frequenceLabel } from './rps-levels';

/**
 * The manager's answers, chosen so that each level of the synthesis appears: both intensity
 * questions at their worst (élevé); a risk and a resource both at one step from the best
 * (modéré); no aggression and no hidden emotions (faible); one worst answer among the autonomy
 * questions, averaged with a best one (modéré); a little tension in a helping team (faible);
 * values left unanswered; worries about the future often, the other insecurity question unanswered
 * (élevé on one answer).
 */
const ANSWERS: Record<string, FrequenceRps> = {
  's-charge': 'toujours',
  's-objectifs': 'jamais',
  's-horaires-longs': 'parfois',
  's-horaires-connus': 'souvent',
  's-public': 'jamais',
  's-emotions': 'jamais',
  's-marges': 'jamais',
  's-apprendre': 'toujours',
  's-entraide': 'toujours',
  's-conflits': 'parfois',
  's-avenir': 'souvent',
};

const EXPECTED: [family: string, level: string, counted: string][] = [
  ['Intensité et complexité du travail', 'Élevé', '2 réponses sur 2'],
  ['Horaires de travail difficiles', 'Modéré', '2 réponses sur 2'],
  ['Exigences émotionnelles', 'Faible', '2 réponses sur 2'],
  ['Faible autonomie au travail', 'Modéré', '2 réponses sur 2'],
  ['Rapports sociaux au travail dégradés', 'Faible', '2 réponses sur 2'],
  ['Conflits de valeurs', 'Non évalué', '0 réponse sur 2'],
  ['Insécurité de la situation de travail', 'Élevé', '1 réponse sur 2'],
];

describe('LightPath (self-assessment under 50 employees)', () => {
  it('turns the manager’s answers into the family levels of the domain’s synthesis', async () => {
    const { server, user } = renderRps(
      aRpsDocument([aUniteRps({ mode: 'simplifie' })]),
      '&uniteRps=rps1&vue=seance',
    );
    for (const [id, reponse] of Object.entries(ANSWERS)) {
      const question = QUESTIONS_SIMPLIFIEES_RPS.find((q) => q.id === id)!;
      const group = await screen.findByRole('group', { name: question.question });
      await user.click(within(group).getByRole('radio', { name: frequenceLabel(reponse) }));
      expect(
        await within(group).findByRole('radio', { name: frequenceLabel(reponse) }),
      ).toBeChecked();
    }
    const stored = rpsOf(server)[0]!;
    expect(stored.reponsesSimplifiees).toHaveLength(Object.keys(ANSWERS).length);

    await user.click(screen.getByRole('tab', { name: 'Synthèse et actions' }));
    for (const [family, level, counted] of EXPECTED) {
      const card = await screen.findByRole('region', { name: family });
      expect(within(card).getByText(`Niveau calculé : ${level} (${counted})`)).toBeInTheDocument();
    }
    // The screen says what the domain computes, family by family.
    expect(syntheseUniteRps(stored).map((f) => f.niveauCalcule)).toEqual([
      'eleve',
      'modere',
      'faible',
      'modere',
      'faible',
      null,
      'eleve',
    ]);
  }, 40_000);
});
