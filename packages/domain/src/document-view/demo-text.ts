import type { RisquesPsychosociaux } from '../rps/schemas.js';
import type { DuerpData } from '../duerp/schemas.js';
import { splitGraphemes } from '../presentation/order.js';

/**
 * A free text written backwards, as the demo view and the demo PDF show it: reversed by
 * grapheme, so an accent typed as a combining mark stays on its letter and "é" stays "é".
 */
export function reverseDemoText(text: string): string {
  return splitGraphemes(text).reverse().join('');
}

/**
 * The document with its free texts reversed for the demonstration: names of units, categories
 * and risks, dangers, remarks, the texts of answered proposed measures and descriptions of preventive
 * actions. Company details, codes,
 * evaluations, people in charge, budgets, dates and statuses stay readable.
 */
export function toDemoDuerpData(data: DuerpData): DuerpData {
  return {
    ...data,
    unitesDeTravail: data.unitesDeTravail.map((unite) => ({
      ...unite,
      displayName: reverseDemoText(unite.displayName),
      categorieDeRisques: unite.categorieDeRisques.map((c) => ({
        ...c,
        displayName: reverseDemoText(c.displayName),
      })),
      risques: unite.risques.map((r) => ({
        ...r,
        displayName: reverseDemoText(r.displayName),
        danger: reverseDemoText(r.danger),
        remarques: reverseDemoText(r.remarques),
        ...(r.mesuresExistantes === undefined
          ? {}
          : { mesuresExistantes: reverseDemoText(r.mesuresExistantes) }),
        ...(r.expositionDifferencieeNote === undefined
          ? {}
          : { expositionDifferencieeNote: reverseDemoText(r.expositionDifferencieeNote) }),
        ...(r.mesuresProposees === undefined
          ? {}
          : {
              mesuresProposees: r.mesuresProposees.map((m) => ({
                ...m,
                texte: reverseDemoText(m.texte),
              })),
            }),
      })),
      ...(unite.expositionsPenibilite === undefined
        ? {}
        : {
            expositionsPenibilite: unite.expositionsPenibilite.map((e) => ({
              ...e,
              situations: reverseDemoText(e.situations),
            })),
          }),
      papripactActionsPreventives: unite.papripactActionsPreventives.map((a) => ({
        ...a,
        descriptionDeLaMesure: reverseDemoText(a.descriptionDeLaMesure),
      })),
    })),
    ...(data.risquesPsychosociaux === undefined
      ? {}
      : { risquesPsychosociaux: demoRps(data.risquesPsychosociaux) }),
  };
}

/** The RPS assessment's free texts reversed, as the units' (issue 43). */
const demoRps = (rps: RisquesPsychosociaux): RisquesPsychosociaux => ({
  ...rps,
  unitesRps: rps.unitesRps.map((unite) => ({
    ...unite,
    displayName: reverseDemoText(unite.displayName),
    reponses: unite.reponses.map((r) => ({
      ...r,
      situationsConcretes: reverseDemoText(r.situationsConcretes),
    })),
    ajustements: unite.ajustements.map((a) => ({ ...a, motif: reverseDemoText(a.motif) })),
    actions: unite.actions.map((a) => ({
      ...a,
      descriptionDeLaMesure: reverseDemoText(a.descriptionDeLaMesure),
    })),
  })),
});
