/**
 * The writes that may wait for the network: the changes of a document's draft (and its photos).
 * Generating a version, sharing, payments, the live presence and everything else need the network
 * and fail as they always did.
 */
const QUEUEABLE =
  /^\/api\/duerp\/([^/?]+)\/(update-[a-z-]+|upsert-action-preventive-papripact|delete-action-preventive-papripact|duplicate-unitedetravail|photos(?:\/[^/?]+)?)(?:\?.*)?$/;

export interface DocumentWrite {
  /** The document's own read path (`/api/duerp/:id`), as the web reads it. */
  documentPath: string;
  /** What the write does: `update-risque`, `photos`… */
  route: string;
}

export function documentWriteOf(path: string): DocumentWrite | null {
  const match = QUEUEABLE.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { documentPath: `/api/duerp/${match[1]}`, route: match[2].split('/')[0] ?? match[2] };
}

const LABELS: Record<string, string> = {
  'update-infosentreprise': "Informations de l'entreprise",
  'update-list-unitesdetravail': 'Liste des unités de travail',
  'update-list-risques': "Risques d'une unité de travail",
  'update-risque': "Évaluation d'un risque",
  'update-toggle-papripact': "Plan d'actions activé ou désactivé",
  'upsert-action-preventive-papripact': 'Action de prévention',
  'delete-action-preventive-papripact': "Suppression d'une action de prévention",
  'update-effectif-unite': "Effectif d'une unité de travail",
  'update-penibilite-unite': "Pénibilité d'une unité de travail",
  'duplicate-unitedetravail': "Copie d'une unité de travail",
  photos: 'Photo',
};

/** The change as the person knows it, for the list of refused changes. */
export function describeWrite(path: string): string {
  const route = documentWriteOf(path)?.route;
  return (route && LABELS[route]) ?? 'Modification du document';
}
