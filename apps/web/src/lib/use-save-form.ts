import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A dialog's form validated with its route's own schema: submitting hands the values to onSave,
 * whose caller reports a failure; the entries then stay for another try.
 */
export function useSaveForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  onSave: (values: Output) => Promise<void>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // Reported by the caller; the entries stay for another try.
    }
  });
  const { errors, isSubmitting } = form.formState;
  return { form, submit, errors, isSubmitting };
}
