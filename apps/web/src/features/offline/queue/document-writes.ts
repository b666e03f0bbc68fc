import { contract, type RouteContract } from '@duerp/contract';
import { documentWriteKeyOf, type DocumentWriteKey } from '@duerp/contract/document-writes';
import { pathOf } from '@/lib/api-call';

/**
 * The writes that may wait for the network, with how the list of refused changes names them: the
 * changes of a document's draft (and its photos). Generating a version, sharing, payments, the
 * live presence and everything else need the network and fail as they always did.
 */
const QUEUEABLE: [RouteContract, string][] = [
  [contract.duerp.updateInfosEntreprise, "Informations de l'entreprise"],
  [contract.duerp.updateListUnites, 'Liste des unités de travail'],
  [contract.duerp.updateListRisques, "Risques d'une unité de travail"],
  [contract.duerp.updateRisque, "Évaluation d'un risque"],
  [contract.duerp.togglePapripact, "Plan d'actions activé ou désactivé"],
  [contract.duerp.upsertAction, 'Action de prévention'],
  [contract.duerp.deleteAction, "Suppression d'une action de prévention"],
  [contract.duerp.updateEffectifUnite, "Effectif d'une unité de travail"],
  [contract.duerp.updatePenibiliteUnite, "Pénibilité d'une unité de travail"],
  [contract.duerp.duplicateUnite, "Copie d'une unité de travail"],
  [contract.duerp.updateAmbiancesThermiques, "Ambiances thermiques d'une unité de travail"],
  [contract.duerp.updateListUnitesRps, 'Liste des unités de travail RPS'],
  [contract.duerp.updateDialogueSocialRps, 'Dialogue social (risques psychosociaux)'],
  [contract.duerp.updateSeanceRps, "Séance d'une unité RPS"],
  [contract.duerp.updateReponseRps, 'Réponse du groupe à un facteur RPS'],
  [contract.duerp.updateReponseSimplifieeRps, "Réponse de l'auto-évaluation RPS"],
  [contract.duerp.updateSyntheseRps, "Niveau d'une famille RPS"],
  [contract.duerp.upsertActionRps, 'Action sur un risque psychosocial'],
  [contract.duerp.deleteActionRps, "Suppression d'une action sur un risque psychosocial"],
  [contract.photos.upload, 'Photo'],
  [contract.photos.caption, 'Photo'],
  [contract.photos.delete, 'Photo'],
];

/**
 * Each route's path as a pattern (`:name` → one segment, the document's id captured), matched on
 * the path alone: a write queued by an earlier version of the app is stored with its path, and
 * the paths of these routes never change.
 */
const PATTERNS = QUEUEABLE.map(([route, label]) => {
  const source = route.path
    .split(/(:\w+)/)
    .map((part) =>
      part === ':id'
        ? '([^/?]+)'
        : part.startsWith(':')
          ? '[^/?]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return {
    pattern: new RegExp(`^${source}(?:\\?.*)?$`),
    route: route.path.split('/')[4] ?? '',
    write: documentWriteKeyOf(route),
    label,
  };
});

export interface DocumentWrite {
  /** The document's own read path (`/api/duerp/:id`), as the web reads it. */
  documentPath: string;
  /** What the write does: `update-risque`, `photos`… */
  route: string;
  /** The rule that shows the change before the server has it (packages/domain), if any. */
  write: DocumentWriteKey | null;
  /** The change as the person knows it. */
  label: string;
}

export function documentWriteOf(path: string): DocumentWrite | null {
  for (const { pattern, route, write, label } of PATTERNS) {
    const id = pattern.exec(path)?.[1];
    if (id === undefined) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      return null;
    }
    return {
      documentPath: pathOf(contract.duerp.get, { params: { id: decoded } }),
      route,
      write,
      label,
    };
  }
  return null;
}

/** The change as the person knows it, for the list of refused changes. */
export function describeWrite(path: string): string {
  return documentWriteOf(path)?.label ?? 'Modification du document';
}
