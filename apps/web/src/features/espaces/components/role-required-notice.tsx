import {
  ESPACE_ROLE_LABELS,
  rolesAllowedTo,
  type EspaceAction,
  type MyEspace,
} from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';

const WHAT: Record<EspaceAction, string> = {
  read: 'Consulter les DUERP',
  comment: 'Commenter les risques et les actions',
  write: 'Créer et modifier les DUERP',
  manage: "Gérer les membres et lire le journal d'activité",
  billing: "Acheter un plan, gérer la facturation et télécharger l'archive",
};

/**
 * In place of a screen whose calls the person's role would see refused: what it is reserved to,
 * and their role in the espace.
 */
export function RoleRequiredNotice({ espace, action }: { espace: MyEspace; action: EspaceAction }) {
  const roles = rolesAllowedTo(action)
    .map((r) => ESPACE_ROLE_LABELS[r])
    .join(' ou ');
  return (
    <Alert tone="info" title={`Réservé au rôle ${roles}`}>
      {WHAT[action]} de l'espace « {espace.name} » est réservé au rôle {roles} ; votre rôle :{' '}
      {ESPACE_ROLE_LABELS[espace.role]}. Un Propriétaire de l'espace peut s'en charger ou changer
      votre rôle.
    </Alert>
  );
}
