import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EspaceInvitation, EspaceMember, MyEspace } from '@duerp/domain/espaces';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextEntryDialog } from '@/components/ui/text-entry-dialog';
import { toastApiError } from '@/lib/api-errors';
import { espaceKeys } from '../api/cache';
import { useLeaveEspace } from '../api/leave-espace';
import { useRemoveMember } from '../api/remove-member';
import { useRenameEspace } from '../api/rename-espace';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useSwitchEspace } from '../hooks/use-switch-espace';
import { memberLabel } from '../utils/member-label';
import { ChangeRoleDialog } from './change-role-dialog';
import { espaceNameProblem } from './create-espace-dialog';

export type MembersDialog =
  | { kind: 'rename' }
  | { kind: 'role'; member: EspaceMember }
  | { kind: 'remove'; member: EspaceMember }
  | { kind: 'revoke'; invitation: EspaceInvitation }
  | { kind: 'leave' };

/**
 * Runs a dialog's action; a refusal of the server (last Propriétaire, holder of a personal
 * espace…) is shown in French and keeps the dialog open.
 */
async function reported(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    toastApiError(error);
    throw error;
  }
}

/** The dialogs of the page "Membres": each asks before it changes anything. */
export function MembersDialogs({
  espace,
  dialog,
  onClose,
}: {
  espace: MyEspace;
  dialog: MembersDialog | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const switchTo = useSwitchEspace();
  const rename = useRenameEspace();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const leave = useLeaveEspace();
  const close = (open: boolean) => !open && onClose();
  const espaceId = espace.id;

  const onLeave = async () => {
    await leave.mutateAsync(espaceId);
    toast.success(`Vous avez quitté l'espace « ${espace.name} ».`);
    client.setQueryData<MyEspace[]>(espaceKeys.mine(), (list) =>
      list?.filter((e) => e.id !== espaceId),
    );
    switchTo(null);
  };

  return (
    <>
      <TextEntryDialog
        open={dialog?.kind === 'rename'}
        onOpenChange={close}
        title="Renommer l'espace"
        label="Nom de l'espace"
        initialValue={espace.name}
        submitLabel="Renommer"
        validate={espaceNameProblem}
        onSubmit={(name) =>
          reported(async () => {
            await rename.mutateAsync({ espaceId, name });
            toast.success('Espace renommé.');
          })
        }
      />
      <ChangeRoleDialog
        espaceId={espaceId}
        member={dialog?.kind === 'role' ? dialog.member : null}
        onClose={onClose}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={close}
        title="Retirer ce membre ?"
        description={
          dialog?.kind === 'remove'
            ? `${memberLabel(dialog.member)} n'aura plus accès aux DUERP de l'espace « ${espace.name} », dès sa prochaine action. Il en est informé par e-mail.`
            : ''
        }
        confirmLabel="Retirer"
        onConfirm={() =>
          reported(async () => {
            if (dialog?.kind !== 'remove') return;
            await remove.mutateAsync({ espaceId, accountId: dialog.member.accountId });
            toast.success(`${memberLabel(dialog.member)} a été retiré de l'espace.`);
          })
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        onOpenChange={close}
        title="Révoquer cette invitation ?"
        description={
          dialog?.kind === 'revoke'
            ? `Le lien envoyé à ${dialog.invitation.email} ne permettra plus de rejoindre l'espace.`
            : ''
        }
        confirmLabel="Révoquer"
        onConfirm={() =>
          reported(async () => {
            if (dialog?.kind !== 'revoke') return;
            await revoke.mutateAsync({ espaceId, invitationId: dialog.invitation.id });
            toast.success('Invitation révoquée.');
          })
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'leave'}
        onOpenChange={close}
        title="Quitter l'espace ?"
        description={`Vous n'aurez plus accès aux DUERP de l'espace « ${espace.name} ». Pour y revenir, un Propriétaire devra vous inviter à nouveau.`}
        confirmLabel="Quitter l'espace"
        onConfirm={() => reported(onLeave)}
      />
    </>
  );
}
