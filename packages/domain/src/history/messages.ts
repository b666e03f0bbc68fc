/** The history's French messages (issue 29, "Historique des modifications"). */
export const HISTORY_MESSAGES = {
  changeIdInvalid: 'Identifiant de modification invalide.',
  uniteInvalid: 'Unité de travail invalide.',
  pageInvalid: 'Page invalide.',
  changeNotFound: "Cette modification est introuvable dans l'historique de ce DUERP.",
  notRestorable:
    "Seule la suppression d'une unité de travail, d'un risque ou d'une action peut être restaurée.",
  uniteAlreadyRestored: 'Cette unité de travail a déjà été restaurée : elle figure dans le DUERP.',
  risqueAlreadyRestored: (unite: string) =>
    `Ce risque a déjà été restauré : il figure dans l'unité « ${unite} ».`,
  actionAlreadyRestored: (unite: string) =>
    `Cette action a déjà été restaurée : elle figure dans l'unité « ${unite} ».`,
  uniteGone: (unite: string) =>
    `L'unité de travail « ${unite} » n'existe plus : restaurez-la d'abord.`,
  risqueGone: (risque: string) =>
    `Le risque « ${risque} » de cette action n'existe plus : restaurez-le d'abord.`,
  restored: 'Élément restauré.',
} as const;
