import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** dnd-kit speaks English by default: the French messages for the units list. */
export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer une unité, appuyez sur Espace ou Entrée. Utilisez les flèches haut et bas pour la déplacer, puis Espace ou Entrée pour la déposer, ou Échap pour annuler.',
};

export function unitAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
  count: number,
): Announcements {
  const where = (id: UniqueIdentifier) => `position ${positionOf(id)} sur ${count}`;
  return {
    onDragStart: ({ active }) => `Unité « ${nameOf(active.id)} » saisie, ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Unité « ${nameOf(active.id)} » déplacée en ${where(over.id)}.`
        : `Unité « ${nameOf(active.id)} » hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Unité « ${nameOf(active.id)} » déposée en ${where(over.id)}.`
        : `Unité « ${nameOf(active.id)} » déposée.`,
    onDragCancel: ({ active }) =>
      `Déplacement annulé : l'unité « ${nameOf(active.id)} » reste à sa place.`,
  };
}
