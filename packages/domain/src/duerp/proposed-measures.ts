import type { MesureChoisie, MesureProposee, NatureDeMesure } from './mesures.js';
import { normalizeSearchText } from '../search/normalize.js';
import type { ActionPreventive, Risque } from './schemas.js';

type Rated = Pick<Risque, 'niveauDeRisqueValue' | 'niveauDeRisqueStatus'>;
type WithMesures = Rated & Pick<Risque, 'idRisque' | 'mesuresProposees'>;
type Action = Pick<ActionPreventive, 'idRisqueAssocie' | 'descriptionDeLaMesure'>;

/** A proposed measure as the evaluation modal shows it: answered, or not yet (etat null). */
export type MesureAChoisir = Omit<MesureChoisie, 'etat'> & { etat: MesureChoisie['etat'] | null };

/** The text the high bands (ORANGE « Important », RED « Critique ») make the editor show. */
export const COLLECTIVE_FIRST_NOTICE =
  'Les protections collectives passent avant les protections individuelles (article L4121-2, 8°)';

/** The kinds that protect a person rather than remove or enclose the hazard (L4121-2, 8°). */
const INDIVIDUELLES: ReadonlySet<NatureDeMesure> = new Set(['epi', 'formation-information']);

/**
 * A high risk in the sense (« Élevé » / « Très élevé »): the bands ORANGE
 * « Important » and RED « Critique », the two the editor shows above « Modéré ».
 */
export function isRisqueEleve(risque: Rated): boolean {
  if (risque.niveauDeRisqueValue === null) return false;
  return risque.niveauDeRisqueStatus === 'ORANGE' || risque.niveauDeRisqueStatus === 'RED';
}

/** A measure's text and an action's description are one when they read the same. */
export const sameMesureText = (a: string, b: string) =>
  normalizeSearchText(a) === normalizeSearchText(b);

/**
 * The measures the modal asks about: the catalogue's, in its order, with what the risk stored for
 * each; then those the risk answered that the catalogue no longer proposes (kept as answered).
 */
export function mesuresAChoisir(
  stored: readonly MesureChoisie[] | undefined,
  catalogue: readonly MesureProposee[],
): MesureAChoisir[] {
  const answered = new Map((stored ?? []).map((m) => [m.idMesure, m]));
  const fromCatalogue = catalogue.map((m): MesureAChoisir => ({
    idMesure: m.idMesure,
    texte: answered.get(m.idMesure)?.texte ?? m.texte,
    principe: m.principe,
    nature: m.nature,
    article: m.article,
    etat: answered.get(m.idMesure)?.etat ?? null,
  }));
  const known = new Set(catalogue.map((m) => m.idMesure));
  return [...fromCatalogue, ...(stored ?? []).filter((m) => !known.has(m.idMesure))];
}

/** The answered ones, as the risk stores them. */
export function mesuresChoisies(mesures: readonly MesureAChoisir[]): MesureChoisie[] {
  return mesures.flatMap((m) => (m.etat === null ? [] : [{ ...m, etat: m.etat }]));
}

const actionsOf = (risque: WithMesures, actions: readonly Action[]) =>
  actions.filter((a) => a.idRisqueAssocie === risque.idRisque);

/**
 * The measures step 6 proposes as actions for a risk: on a high risk, those answered « Pas en
 * place » that no action of the risk already describes.
 */
export function mesuresAProposer(risque: WithMesures, actions: readonly Action[]): MesureChoisie[] {
  if (!isRisqueEleve(risque)) return [];
  const planned = actionsOf(risque, actions);
  return (risque.mesuresProposees ?? []).filter(
    (m) =>
      m.etat === 'pas-en-place' &&
      !planned.some((a) => sameMesureText(a.descriptionDeLaMesure, m.texte)),
  );
}

/**
 * Whether a high risk is met only by individual protection (L4121-2, 8°): its measures — the
 * proposed ones « En place » and its actions — exist, and each is `epi` or
 * `formation-information`. An action takes the kind of the proposed measure it describes; an
 * action of its own wording has no known kind and is given the benefit of the doubt (no notice).
 * The free text « Mesures existantes » is not read.
 */
export function needsCollectiveProtection(risque: WithMesures, actions: readonly Action[]) {
  if (!isRisqueEleve(risque)) return false;
  const proposed = risque.mesuresProposees ?? [];
  const natures: (NatureDeMesure | null)[] = [
    ...proposed.filter((m) => m.etat === 'en-place').map((m) => m.nature),
    ...actionsOf(risque, actions).map(
      (a) => proposed.find((m) => sameMesureText(m.texte, a.descriptionDeLaMesure))?.nature ?? null,
    ),
  ];
  return natures.length > 0 && natures.every((n) => n !== null && INDIVIDUELLES.has(n));
}
