import { formatDateLong } from '@duerp/domain/calendar';
import type { EspaceMember } from '@duerp/domain/espaces';
import { Button } from '@/components/ui/button';
import { memberLabel } from '../utils/member-label';
import { RoleBadge } from './role-badge';

/**
 * The members: name, role, date joined; to a Propriétaire, their addresses and the controls on
 * the others (the API gives the other roles no address but their own). A member without a chosen
 * name is named by their address to a Propriétaire.
 */
export function MemberList({
  members,
  isMe,
  canManage,
  onChangeRole,
  onRemove,
}: {
  members: EspaceMember[];
  isMe: (member: EspaceMember) => boolean;
  canManage: boolean;
  onChangeRole: (member: EspaceMember) => void;
  onRemove: (member: EspaceMember) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {members.map((member) => {
        const me = isMe(member);
        const label = memberLabel(member);
        return (
          <li
            key={member.accountId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                {label}
                {me && <span className="font-normal text-slate-600"> (vous)</span>}
              </p>
              {member.email && member.email !== label && (
                <p className="text-sm break-all text-slate-700">{member.email}</p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <RoleBadge role={member.role} />
                <span>Membre depuis le {formatDateLong(member.joinedAt)}</span>
              </p>
            </div>
            {canManage && !me && (
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Changer le rôle de ${label}`}
                  onClick={() => onChangeRole(member)}
                >
                  Changer le rôle
                </Button>
                <Button
                  variant="secondary"
                  className="text-red-700!"
                  aria-label={`Retirer ${label}`}
                  onClick={() => onRemove(member)}
                >
                  Retirer
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
