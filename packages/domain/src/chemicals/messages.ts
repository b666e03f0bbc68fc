import { formatMegabytes } from '../photos/constants.js';

/** The chemical products register's messages (issue 44). */
export const CHEMICAL_MESSAGES = {
  nomRequired: 'Indiquez le nom commercial du produit.',
  hazardCodeInvalid: (code: string) =>
    `« ${code} » n'est pas une mention de danger (par exemple H225, H350i, H360FD, EUH066).`,
  pictogramInvalid: 'Pictogramme inconnu : SGH01 à SGH09.',
  frequenceInvalid: 'Fréquence inconnue.',
  tooMany: (max: number, what: string) => `${max} ${what} au plus.`,
  dateInvalid: 'Date invalide : une vraie date au format AAAA-MM-JJ.',
  dateFuture: 'Cette date ne peut pas être dans le futur.',
  dateFinBeforeDebut: 'La date de fin ne peut pas précéder la date de début.',
  demarcheRequired: 'Décrivez ce qui a été tenté ou demandé.',
  pisteInvalid: 'Piste inconnue : fournisseur, produit, procédé ou autre.',
  resultatInvalid: 'Résultat inconnu : substitué, en cours ou non substituable.',
  travailleurRequired: 'Indiquez le nom du travailleur.',
  natureRequired: "Indiquez la nature de l'exposition.",
  dureeRequired: "Indiquez la durée de l'exposition.",
  degreRequired: "Indiquez le degré de l'exposition.",
  destinataireRequired: 'Indiquez le service de prévention et de santé au travail destinataire.',
  uniteNotFound: "Cette unité de travail n'existe pas dans ce DUERP de l'espace.",
  productNotFound: 'Produit introuvable.',
  substitutionNotFound: 'Démarche de substitution introuvable.',
  exposureNotFound: "Ligne de la liste d'exposition introuvable.",
  attachmentNotFound: 'Pièce jointe introuvable.',
  substitutionNotCmr:
    "Ce produit n'est pas classé CMR : ajoutez d'abord ses mentions de danger (H340, H350, H360…).",
  exposureNotCmr:
    "La liste d'exposition ne concerne que les produits CMR de catégorie 1A ou 1B (H340, H350, H360…).",
  productHasExposures:
    "Ce produit figure sur la liste des travailleurs exposés, à conserver : retirez d'abord ses lignes d'exposition.",
  fdsTruncated: 'Ce PDF est incomplet ou endommagé : envoyez le fichier complet.',
  storageQuota: (quotaBytes: number) =>
    `Espace de stockage des fiches et pièces jointes plein : ${formatMegabytes(quotaBytes)} par espace.`,
  fdsBadType: 'Seules les fiches de données de sécurité au format PDF sont acceptées.',
  fdsNotPdf: "Ce fichier n'est pas un PDF.",
  fdsTooLarge: (maxBytes: number) =>
    `Une fiche de données de sécurité ne peut dépasser ${formatMegabytes(maxBytes)}.`,
  fdsMissing: "Ce produit n'a pas de fiche de données de sécurité.",
  attachmentBadType: 'Seules les pièces jointes PDF, JPEG ou PNG sont acceptées.',
  attachmentsPerEntry: (max: number) => `${max} pièces jointes au plus par démarche.`,
  fileNameInvalid: 'Nom de fichier invalide.',
  idInvalid: 'Identifiant invalide.',
} as const;
