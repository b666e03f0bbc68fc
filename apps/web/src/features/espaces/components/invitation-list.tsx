import { formatDateLong } from '@duerp/domain/calendar';
import type { EspaceInvitation } from '@duerp/domain/espaces';
import { Button } from '@/components/ui/button';
import { RoleBadge } from './role-badge';

/** The invitations not yet accepted, each revocable by a Propriétaire. */
export function InvitationList({
  invitations,
  canManage,
  onRevoke,
}: {
  invitations: EspaceInvitation[];
  canManage: boolean;
  onRevoke: (invitation: EspaceInvitation) => void;
}) {
  if (invitations.length === 0) {
    return <p className="text-sm text-slate-700">Aucune invitation en attente.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium break-all text-slate-900">
              {invitation.displayName && (
                <span className="break-words">{invitation.displayName} · </span>
              )}
              {invitation.email}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <RoleBadge role={invitation.role} />
              <span>
                Envoyée le {formatDateLong(invitation.createdAt)}, valable jusqu'au{' '}
                {formatDateLong(invitation.expiresAt)}
              </span>
            </p>
          </div>
          {canManage && (
            <Button
              variant="secondary"
              className="shrink-0 text-red-700!"
              aria-label={`Révoquer l'invitation de ${invitation.email}`}
              onClick={() => onRevoke(invitation)}
            >
              Révoquer
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
