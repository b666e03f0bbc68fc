/** The sector categories; they drive premade units and highlighted risks. */
export const SECTEUR_CATEGORIES = [
  'BUREAU',
  'BTP',
  'SANTE',
  'TRANSPORT',
  'COMMERCE',
  'VETERINAIRE',
  'OPTICIEN',
  'PHARMA',
  'SCOLAIRE',
] as const;

export type SecteurCategorie = (typeof SECTEUR_CATEGORIES)[number];

/** French display label of each sector category. */
export const SECTEUR_LABELS: Readonly<Record<SecteurCategorie, string>> = {
  BUREAU: 'Bureaux et activités administratives',
  BTP: 'Bâtiment et travaux publics',
  SANTE: 'Santé et médico-social',
  TRANSPORT: 'Transport et logistique',
  COMMERCE: 'Commerce',
  VETERINAIRE: 'Clinique vétérinaire',
  OPTICIEN: 'Optique – lunetterie',
  PHARMA: 'Pharmacie',
  SCOLAIRE: 'Enseignement et milieu scolaire',
};

export interface SecteurSuggestion {
  label: string;
  secteur: SecteurCategorie;
}

/** The sector suggestions, in their fixed order, each with its category. */
export const SECTEUR_SUGGESTIONS: readonly SecteurSuggestion[] = [
  { label: 'Administration', secteur: 'BUREAU' },
  { label: 'Bureau', secteur: 'BUREAU' },
  { label: 'BTP', secteur: 'BTP' },
  { label: 'Santé', secteur: 'SANTE' },
  { label: 'Hôpital', secteur: 'SANTE' },
  { label: 'EHPAD', secteur: 'SANTE' },
  { label: 'Transport', secteur: 'TRANSPORT' },
  { label: 'Commerce', secteur: 'COMMERCE' },
  { label: 'Vétérinaire', secteur: 'VETERINAIRE' },
  { label: 'Opticien', secteur: 'OPTICIEN' },
  { label: 'Pharmacie', secteur: 'PHARMA' },
  { label: 'Scolaire', secteur: 'SCOLAIRE' },
  { label: 'Enseignement', secteur: 'SCOLAIRE' },
];

/** Type guard for values coming from the outside (query strings, stored documents). */
export function isSecteurCategorie(value: unknown): value is SecteurCategorie {
  return typeof value === 'string' && (SECTEUR_CATEGORIES as readonly string[]).includes(value);
}

/** The special family that groups the risks frequent in the company's sector. */
export const HIGHLIGHTED_FAMILY_ID = 'famille_dyn_highlighted';

/** Prefix of the ids of the copies placed in the highlighted family, so that ids stay unique. */
export const HIGHLIGHTED_COPY_PREFIX = 'hl_';

/**
 * The identity of a premade risk or category: the highlighted family's copy and the original in
 * its own family are one and the same (ticked together, added once).
 */
export function premadeIdentity(id: string): string {
  return id.startsWith(HIGHLIGHTED_COPY_PREFIX) ? id.slice(HIGHLIGHTED_COPY_PREFIX.length) : id;
}
