import { formatMegabytes } from './constants.js';

/** The photos' messages (issue 27): every refusal names its figure. */
export const PHOTO_MESSAGES = {
  tooLarge: (maxBytes: number) => `Une photo ne peut dépasser ${formatMegabytes(maxBytes)}.`,
  badType: 'Seules les photos JPEG, PNG ou WebP sont acceptées.',
  typeMismatch: (sniffed: string, declared: string) =>
    `Le contenu de ce fichier (${sniffed}) ne correspond pas au type annoncé (${declared}).`,
  unreadable: 'Cette image est illisible ou incomplète.',
  tooManyPixels: (maxMegapixels: number) =>
    `Cette image est trop grande : ${maxMegapixels} millions de pixels au plus.`,
  perItem: (max: number, cible: 'risque' | 'action') => `${max} photos au plus par ${cible}.`,
  quota: (quotaBytes: number) =>
    `Quota de photos atteint : ${formatMegabytes(quotaBytes)} par espace.`,
  targetRequired: 'Indiquez le risque ou l’action de la photo (l’un des deux).',
  uniteNotFound: 'Cette unité de travail n’existe pas dans le document.',
  risqueNotFound: 'Ce risque n’existe pas dans cette unité de travail.',
  actionNotFound: 'Cette action n’existe pas dans cette unité de travail.',
  legendeTooLong: (max: number) => `Une légende ne peut pas dépasser ${max} caractères.`,
  legendeInvalid: 'Légende invalide.',
  legendeControl: 'La légende contient des caractères non autorisés.',
  uploadTimeout: 'L’envoi de la photo s’est interrompu : réessayez.',
  photoNotFound: 'Photo introuvable.',
  idInvalid: 'Identifiant invalide.',
  tailleInvalid: 'Taille invalide : « miniature » ou rien.',
} as const;
