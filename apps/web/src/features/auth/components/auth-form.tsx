import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/**
 * A sign-in page's form: on submit, `send` runs with the valid values and may answer a refusal to
 * show; a failure shows `failure(error)`. The message clears at each try.
 */
export function useAuthForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (values: Output) => Promise<string | void>,
  failure: (error: unknown) => string,
) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const refusal = await send(values);
      if (refusal) setError(refusal);
    } catch (e) {
      setError(failure(e));
    }
  });
  return { form, submit, error };
}

/** The e-mail address asked first, the form's message under it, and its full-width button. */
export function EmailEntry({
  form,
  error,
  pending,
  children,
}: {
  form: UseFormReturn<{ email: string }, unknown, { email: string }>;
  error: string | null;
  pending: boolean;
  /** The button's label. */
  children: string;
}) {
  return (
    <>
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={pending} className="w-full">
        {children}
      </Button>
    </>
  );
}
