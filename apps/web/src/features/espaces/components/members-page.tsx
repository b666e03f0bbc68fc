import { useState } from 'react';
import { Link } from 'react-router';
import {
  canDo,
  ESPACE_ROLE_LABELS,
  type EspaceMember,
  type EspaceMembersResponse,
} from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEspaceMembers } from '../api/get-espace-members';
import { InvitationList } from './invitation-list';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberList } from './member-list';
import { MembersDialogs, type MembersDialog } from './members-dialogs';
import { SpstSettingsSection } from './spst-settings-section';

/**
 * "Membres" of an espace: its members with their role and the date they joined, the invitations
 * pending; to its Propriétaires, inviting, changing a role, removing, revoking and renaming; to
 * everyone, leaving (except their personal espace). `myEmail` marks the person among them.
 */
export function MembersPage({ espaceId, myEmail }: { espaceId: string; myEmail?: string }) {
  useDocumentTitle('Membres');
  const query = useEspaceMembers(espaceId);
  return (
    <section className="space-y-6">
      <Link
        to={paths.espaces}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Mes espaces
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Membres</h1>
      {query.isPending ? (
        <PageSpinner label="Chargement des membres…" />
      ) : query.isError ? (
        <Alert tone="error">{describeApiError(query.error)}</Alert>
      ) : (
        <MembersContent data={query.data} myEmail={myEmail} />
      )}
    </section>
  );
}

function MembersContent({ data, myEmail }: { data: EspaceMembersResponse; myEmail?: string }) {
  const { espace, members, invitations } = data;
  const canManage = canDo(espace.role, 'manage');
  const [dialog, setDialog] = useState<MembersDialog | null>(null);
  const [inviting, setInviting] = useState(false);
  const isMe = (member: EspaceMember) =>
    myEmail !== undefined && member.email?.toLowerCase() === myEmail.toLowerCase();

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{espace.name}</p>
          <p className="text-sm text-slate-700">
            Votre rôle : {ESPACE_ROLE_LABELS[espace.role]}
            {espace.isPersonal && ' · votre espace personnel'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage && <Button onClick={() => setInviting(true)}>Inviter un membre</Button>}
          {canManage && (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'rename' })}>
              Renommer l'espace
            </Button>
          )}
          {canManage && (
            <Link to={paths.espaceJournal(espace.id)} className={buttonClassName('secondary')}>
              Journal d'activité
            </Link>
          )}
        </div>
      </div>
      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="text-lg font-semibold text-slate-900">
          Membres ({members.length})
        </h2>
        <MemberList
          members={members}
          isMe={isMe}
          canManage={canManage}
          onChangeRole={(member) => setDialog({ kind: 'role', member })}
          onRemove={(member) => setDialog({ kind: 'remove', member })}
        />
      </section>
      {/* Invitations are the Propriétaires' (the API lists them to no other role). */}
      {canManage && (
        <section aria-labelledby="invitations-title" className="space-y-3">
          <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
            Invitations en attente ({invitations.length})
          </h2>
          <InvitationList
            invitations={invitations}
            canManage={canManage}
            onRevoke={(invitation) => setDialog({ kind: 'revoke', invitation })}
          />
        </section>
      )}
      <SpstSettingsSection espaceId={espace.id} canManage={canManage} />
      {!espace.isPersonal && (
        <section aria-labelledby="leave-title" className="space-y-2">
          <h2 id="leave-title" className="text-lg font-semibold text-slate-900">
            Quitter l'espace
          </h2>
          <p className="text-sm text-slate-700">
            Vous n'aurez plus accès à ses DUERP ; un Propriétaire pourra vous inviter à nouveau.
          </p>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'leave' })}>
            Quitter l'espace
          </Button>
        </section>
      )}
      <InviteMemberDialog espaceId={espace.id} open={inviting} onOpenChange={setInviting} />
      <MembersDialogs espace={espace} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
