import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  DISPLAY_NAME_MAX,
  ESPACE_ROLE_DESCRIPTIONS,
  InviteMemberBodySchema,
  type InviteMemberBody,
} from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useInviteMember } from '../api/invite-member';
import { RoleOptions } from './role-options';

interface Props {
  espaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Inviter un membre": an address, a role and, if known, the person's name (it prefills theirs on
 * joining); the server mails a link valid 7 days.
 */
export function InviteMemberDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Inviter un membre">
      {/* Mounted with the dialog: every opening starts empty. */}
      {props.open && <InviteMemberForm {...props} />}
    </Dialog>
  );
}

function InviteMemberForm({ espaceId, onOpenChange }: Props) {
  const invite = useInviteMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<InviteMemberBody>({
    resolver: zodResolver(InviteMemberBodySchema),
    defaultValues: { email: '', role: 'editeur' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ displayName, ...rest }) => {
    const body: InviteMemberBody = displayName ? { ...rest, displayName } : rest;
    setRefusal(null);
    try {
      await invite.mutateAsync({ espaceId, body });
      toast.success(`Invitation envoyée à ${body.email} : le lien reçu est valable 7 jours.`);
      onOpenChange(false);
    } catch (error) {
      // Already a member, an invitation pending…: the server says which, in the dialog.
      setRefusal(describeApiError(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Prénom et nom (facultatif)"
        hint="La personne pourra le corriger en rejoignant l'espace."
        autoComplete="off"
        maxLength={DISPLAY_NAME_MAX}
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <SelectField
        label="Rôle"
        hint={ESPACE_ROLE_DESCRIPTIONS[role]}
        error={errors.role?.message}
        {...form.register('role')}
      >
        <RoleOptions />
      </SelectField>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
          Annuler
        </Button>
        <Button type="submit" loading={invite.isPending}>
          Envoyer l'invitation
        </Button>
      </div>
    </form>
  );
}
