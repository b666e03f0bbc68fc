/**
 * The nine CLP hazard pictograms (annex V of regulation (EC) No 1272/2008), with the name a
 * French label reader knows them by. The icons are our own simplified drawings (a red diamond and
 * a black sign on a 100 × 100 grid), not copies of the regulation's artwork: they identify the
 * pictogram on a screen, they are not meant to be printed on a container's label.
 */
import { PICTOGRAM_CODES, type PictogramCode } from '@duerp/domain/chemicals';

export interface Pictogram {
  code: PictogramCode;
  /** The hazard it announces, as the product's user says it. */
  nom: string;
  /** What the sign shows. */
  symbole: string;
  /** A complete `<svg>` element, 100 × 100, with its title. */
  svg: string;
}

const FRAME =
  '<path d="M50 4 96 50 50 96 4 50Z" fill="#fff" stroke="#d40000" stroke-width="7" stroke-linejoin="round"/>';

function icon(title: string, sign: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img"><title>${title}</title>${FRAME}<g fill="#000" stroke="#000">${sign}</g></svg>`;
}

const FLAME =
  '<path d="M50 28c8 10 14 16 12 26 6-4 6-10 5-14 6 8 7 22-2 28H35c-9-7-7-20 2-28 0 6 2 9 5 10-3-9 2-16 8-22Z" stroke="none"/>';

const SIGNS: Record<PictogramCode, { nom: string; symbole: string; sign: string }> = {
  SGH01: {
    nom: 'Explosif',
    symbole: 'Bombe explosant',
    sign: '<circle cx="50" cy="56" r="10" stroke="none"/><path d="M50 42V26M40 46 30 34M60 46l10-12M36 56H22M64 56h14" stroke-width="4" fill="none"/>',
  },
  SGH02: { nom: 'Inflammable', symbole: 'Flamme', sign: FLAME },
  SGH03: {
    nom: 'Comburant',
    symbole: 'Flamme au-dessus d’un cercle',
    sign: '<path d="M50 24c6 8 10 12 9 20 4-3 4-7 4-10 4 6 4 16-2 20H40c-6-5-5-14 1-20 0 4 2 6 4 7-2-7 1-12 5-17Z" stroke="none"/><circle cx="50" cy="66" r="9" fill="none" stroke-width="5"/><path d="M32 79h36" stroke-width="4"/>',
  },
  SGH04: {
    nom: 'Gaz sous pression',
    symbole: 'Bouteille de gaz',
    sign: '<rect x="26" y="44" width="44" height="16" rx="8" stroke="none"/><rect x="70" y="48" width="6" height="8" stroke="none"/>',
  },
  SGH05: {
    nom: 'Corrosif',
    symbole: 'Corrosion',
    sign: '<path d="M30 30h12l-2 8h-8ZM58 30h12l-2 8h-8Z" stroke="none"/><path d="M36 40v8M64 40v8" stroke-width="3"/><path d="M24 66h24v6H24ZM52 66h24v6H52Z" stroke="none"/><path d="M36 56l-4 8h8ZM64 56l-4 8h8Z" stroke="none"/>',
  },
  SGH06: {
    nom: 'Toxicité aiguë',
    symbole: 'Tête de mort sur deux tibias',
    sign: '<circle cx="50" cy="42" r="13" stroke="none"/><circle cx="45" cy="41" r="3" fill="#fff" stroke="none"/><circle cx="55" cy="41" r="3" fill="#fff" stroke="none"/><path d="M32 60l36 14M68 60 32 74" stroke-width="6" stroke-linecap="round"/>',
  },
  SGH07: {
    nom: 'Irritant, nocif, sensibilisant',
    symbole: 'Point d’exclamation',
    sign: '<path d="M46 26h8l-2 34h-4Z" stroke="none"/><circle cx="50" cy="70" r="5" stroke="none"/>',
  },
  SGH08: {
    nom: 'Danger grave pour la santé',
    symbole: 'Danger pour la santé',
    sign: '<circle cx="50" cy="34" r="7" stroke="none"/><path d="M38 44h24v28H38Z" stroke="none"/><path d="M50 50l-6 8 6 8 6-8Z" fill="#fff" stroke="none"/>',
  },
  SGH09: {
    nom: 'Dangereux pour l’environnement',
    symbole: 'Environnement (arbre et poisson)',
    sign: '<path d="M34 66V38M34 44l-8-6M34 50l8-6" stroke-width="3" fill="none"/><path d="M48 64c6-6 16-6 22 0-6 6-16 6-22 0Zm22 0 6-5v10Z" stroke="none"/><path d="M22 72h56" stroke-width="3"/>',
  },
};

export const PICTOGRAMS: readonly Pictogram[] = PICTOGRAM_CODES.map((code) => {
  const { nom, symbole, sign } = SIGNS[code];
  return { code, nom, symbole, svg: icon(`${code} – ${nom}`, sign) };
});
