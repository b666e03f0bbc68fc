import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  ESPACE_ROLE_DESCRIPTIONS,
  ESPACE_ROLE_LABELS,
  EspaceRoleSchema,
  type EspaceMember,
  type EspaceRole,
} from '@duerp/domain/espaces';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-fields';
import { useDialogAction } from '@/components/ui/use-dialog-action';
import { toastApiError } from '@/lib/api-errors';
import { useChangeMemberRole } from '../api/change-member-role';
import { memberLabel } from '../utils/member-label';
import { RoleOptions } from './role-options';

interface Props {
  espaceId: string;
  /** The member whose role changes; none: closed. */
  member: EspaceMember | null;
  onClose: () => void;
}

/** A member's new role, applied on their next request. */
export function ChangeRoleDialog(props: Props) {
  return (
    <Dialog
      open={props.member !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Changer le rôle"
      description={
        props.member ? `Le rôle de ${memberLabel(props.member)} dans l'espace.` : undefined
      }
    >
      {props.member && <ChangeRoleForm {...props} member={props.member} />}
    </Dialog>
  );
}

function ChangeRoleForm({ espaceId, member, onClose }: Props & { member: EspaceMember }) {
  const [role, setRole] = useState<EspaceRole>(member.role);
  const change = useChangeMemberRole();
  const { pending, run } = useDialogAction((open) => !open && onClose());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      try {
        await change.mutateAsync({ espaceId, accountId: member.accountId, role });
        toast.success(`${memberLabel(member)} est maintenant ${ESPACE_ROLE_LABELS[role]}.`);
      } catch (error) {
        toastApiError(error);
        throw error;
      }
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <SelectField
        label="Rôle"
        value={role}
        hint={ESPACE_ROLE_DESCRIPTIONS[role]}
        onChange={(event) => setRole(EspaceRoleSchema.parse(event.target.value))}
      >
        <RoleOptions />
      </SelectField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        <Button type="submit" loading={pending} disabled={role === member.role}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
