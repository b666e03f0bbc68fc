import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactBodySchema,
  type ContactBody,
} from '@duerp/domain/contact';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { TextAreaField } from '@/components/ui/form-fields';

export interface ContactFormValues {
  emailAddress: string;
  name: string;
  phoneNumber: string;
  userMessage: string;
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  emailAddress: '',
  name: '',
  phoneNumber: '',
  userMessage: '',
};

/** The server's own words for a refusal it explains (captcha, rate limit…), else the generic one. */
function sendError(error: unknown): string {
  const detail =
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.serverMessage
      : null;
  return detail ?? CONTACT_MESSAGES.sendFailed;
}

/**
 * The fields of both contact forms, validated with the route's schema.
 * `blocked` is what still prevents sending once the fields are valid (the public form's security
 * check), shown from the first attempt until it is resolved; `children` is drawn above the submit
 * button.
 */
export function ContactForm({
  defaultValues,
  onSend,
  blocked = null,
  pending,
  children,
}: {
  defaultValues: ContactFormValues;
  onSend: (values: ContactBody) => Promise<void>;
  blocked?: string | null;
  pending: boolean;
  children?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [triedWhileBlocked, setTriedWhileBlocked] = useState(false);
  const form = useForm({ resolver: zodResolver(ContactBodySchema), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (blocked) {
      setTriedWhileBlocked(true);
      return;
    }
    try {
      await onSend(values);
    } catch (e) {
      setError(sendError(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        Tous les champs sont obligatoires, sauf mention contraire.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Adresse email"
          type="email"
          autoComplete="email"
          error={errors.emailAddress?.message}
          {...form.register('emailAddress')}
        />
        <TextField
          label="Nom et prénom"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <TextField
        label="Téléphone (facultatif)"
        type="tel"
        autoComplete="tel"
        className="md:max-w-xs"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextAreaField
        label="Message"
        rows={8}
        hint={`${CONTACT_LIMITS.userMessage} caractères au maximum.`}
        error={errors.userMessage?.message}
        {...form.register('userMessage')}
      />
      {children}
      {(error ?? (triedWhileBlocked && blocked)) && <Alert tone="error">{error ?? blocked}</Alert>}
      <Button type="submit" loading={pending} className="w-full md:w-auto">
        Envoyer le message
      </Button>
    </form>
  );
}
