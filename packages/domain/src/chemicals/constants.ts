import { PHOTO_MAX_BYTES } from '../photos/constants.js';

/** Largest safety data sheet or attachment, in bytes: the photos' limit. */
export const FDS_MAX_BYTES = PHOTO_MAX_BYTES;
/** Attachments one substitution entry may hold. */
export const SUBSTITUTION_ATTACHMENTS_MAX = 10;
export const CHEMICAL_NAME_MAX = 200;
export const CHEMICAL_TEXT_MAX = 2000;
export const CHEMICAL_SHORT_MAX = 200;
/** Work units, people, codes a product may list. */
export const PRODUCT_UNITS_MAX = 200;
export const PRODUCT_USERS_MAX = 100;
export const PRODUCT_CODES_MAX = 60;

export const FREQUENCES = ['quotidienne', 'hebdomadaire', 'mensuelle', 'occasionnelle'] as const;
export type Frequence = (typeof FREQUENCES)[number];
export const FREQUENCE_LABELS: Record<Frequence, string> = {
  quotidienne: 'Quotidienne',
  hebdomadaire: 'Hebdomadaire',
  mensuelle: 'Mensuelle',
  occasionnelle: 'Occasionnelle',
};

/** What a substitution entry tried: another supplier's answer, another product, another process. */
export const PISTES = ['fournisseur', 'produit', 'procede', 'autre'] as const;
export type Piste = (typeof PISTES)[number];
export const PISTE_LABELS: Record<Piste, string> = {
  fournisseur: 'Demande au fournisseur',
  produit: 'Produit de remplacement',
  procede: 'Autre procédé',
  autre: 'Autre démarche',
};

export const RESULTATS = ['substitue', 'en-cours', 'non-substituable'] as const;
export type Resultat = (typeof RESULTATS)[number];
export const RESULTAT_LABELS: Record<Resultat, string> = {
  substitue: 'Substitué',
  'en-cours': 'En cours',
  'non-substituable': 'Substitution impossible à ce jour',
};

/** The types an attachment may have (sniffed from the bytes). */
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];

/** Bytes of sheets and attachments an espace may hold: the photos' default quota. */
export { PHOTO_QUOTA_DEFAULT_BYTES as CHEMICAL_STORAGE_MAX_BYTES } from '../photos/constants.js';
