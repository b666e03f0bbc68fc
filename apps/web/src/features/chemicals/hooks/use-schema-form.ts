import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { describeApiError } from '@/lib/api-errors';
import { fieldErrors } from '../utils/product-body';

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A form held to the route's own schema: the entry checked before anything is sent (one message
 * per field), the API's French message kept in `errors.form` with the entry on failure, `done`
 * once the server has it.
 */
export function useSchemaForm<V extends object, S extends z.ZodType>({
  initial,
  schema,
  toInput = (values) => values,
  send,
  done,
}: {
  initial: () => V;
  schema: S;
  /** The body the schema reads, from what the fields hold ('' for an empty date…). */
  toInput?: (values: V) => unknown;
  send: (body: z.output<S>) => Promise<unknown>;
  done: (reset: () => void) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  /** The props of a text input bound to `key`. */
  const text = (key: StringKey<V>) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
    error: errors[String(key)],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await send(parsed.data);
      done(() => setValues(initial()));
    } catch (error) {
      setErrors({ form: describeApiError(error) });
    }
  };
  return { values, set, text, errors, onSubmit: (e: FormEvent) => void submit(e) };
}
