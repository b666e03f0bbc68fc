import type { DuerpData } from '../duerp/schemas.js';
import { facteurRps, familleRpsLabel, RPS_METHOD_SOURCE } from '../rps/grid.js';
import { dialogueSocialWarning } from '../rps/rules.js';
import type { ActionRps, NiveauRps, UniteRps } from '../rps/schemas.js';
import { syntheseUniteRps } from '../rps/synthesis.js';
import { formatDay } from './dates.js';
import { NOT_EVALUATED_COLORS, type SolidColors } from './level.js';
import { plural } from './plural.js';

export const RPS_SECTION_TITLE = 'Facteurs de risques psychosociaux';

/** The family levels' words and colours (the risk bands' green, orange and red). */
export const NIVEAU_RPS_LOOKS: Record<NiveauRps, { label: string; colors: SolidColors }> = {
  faible: { label: 'Faible', colors: { fill: '#16a34a', text: '#ffffff' } },
  modere: { label: 'Modéré', colors: { fill: '#ea580c', text: '#ffffff' } },
  eleve: { label: 'Élevé', colors: { fill: '#b91c1c', text: '#ffffff' } },
};
const NOT_ASSESSED = { label: 'Non évalué', colors: NOT_EVALUATED_COLORS };

export interface PresentedRpsFamille {
  label: string;
  niveau: string;
  colors: SolidColors;
  /** « Ajusté par le groupe : … » when the group set its own level. */
  ajustement: string | null;
}

export interface PresentedRpsAction {
  cible: string;
  description: string;
  responsable: string;
  echeance: string;
  statut: string;
}

export interface PresentedRpsUnite {
  name: string;
  /** « Unités de travail : Atelier, Quai », or null when linked to none. */
  unitesLiees: string | null;
  /** « Séance du 20 novembre 2026 · 5 participants », or how the light path was answered. */
  seance: string;
  familles: PresentedRpsFamille[];
  /** The concrete situations the group chose to print, by factor. */
  situations: { facteur: string; texte: string }[];
  actions: PresentedRpsAction[];
}

export interface PresentedRps {
  title: string;
  source: string;
  warning: string | null;
  unites: PresentedRpsUnite[];
}

const cibleLabel = (cible: ActionRps['cible']) =>
  cible.type === 'facteur'
    ? (facteurRps(cible.idFacteur)?.label ?? cible.idFacteur)
    : `Famille : ${familleRpsLabel(cible.famille)}`;

function seanceLine(unite: UniteRps): string {
  if (unite.mode === 'simplifie') return 'Auto-évaluation simplifiée par la direction';
  if (!unite.seance) return 'Séance de groupe non encore tenue';
  const { date, nombreParticipants } = unite.seance;
  return `Séance du ${formatDay(date)} · ${plural(nombreParticipants, 'participant')}`;
}

function presentUnite(unite: UniteRps, data: DuerpData): PresentedRpsUnite {
  const names = unite.idsUnitesDeTravail.flatMap(
    (id) => data.unitesDeTravail.find((u) => u.idUniteDeTravail === id)?.displayName ?? [],
  );
  return {
    name: unite.displayName,
    unitesLiees: names.length > 0 ? `Unités de travail : ${names.join(', ')}` : null,
    seance: seanceLine(unite),
    familles: syntheseUniteRps(unite).map((f) => {
      const look = f.niveau ? NIVEAU_RPS_LOOKS[f.niveau] : NOT_ASSESSED;
      return {
        label: f.label,
        niveau: look.label,
        colors: look.colors,
        ajustement:
          f.motifAjustement === null ? null : `Ajusté par le groupe : ${f.motifAjustement}`,
      };
    }),
    situations:
      unite.mode === 'groupe'
        ? unite.reponses.flatMap((r) =>
            r.imprimerSituations && r.situationsConcretes.trim()
              ? [
                  {
                    facteur: facteurRps(r.idFacteur)?.label ?? r.idFacteur,
                    texte: r.situationsConcretes,
                  },
                ]
              : [],
          )
        : [],
    actions: unite.actions.map((a) => ({
      cible: cibleLabel(a.cible),
      description: a.descriptionDeLaMesure,
      responsable: a.responsable,
      echeance: formatDay(a.date),
      statut: a.statut,
    })),
  };
}

/**
 * The « Facteurs de risques psychosociaux » part of a version, or null when its data has no RPS
 * unit (every version made before issue 43, which so prints as it always did).
 */
export function presentRps(data: DuerpData): PresentedRps | null {
  const rps = data.risquesPsychosociaux;
  if (!rps || rps.unitesRps.length === 0) return null;
  return {
    title: RPS_SECTION_TITLE,
    source: RPS_METHOD_SOURCE,
    warning: dialogueSocialWarning(rps),
    unites: rps.unitesRps.map((unite) => presentUnite(unite, data)),
  };
}
