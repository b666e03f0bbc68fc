import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';
import { useDialogAction } from './use-dialog-action';

const REQUIRED = 'Ce champ est requis';

export interface TextEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initialValue?: string;
  submitLabel?: string;
  /** Extra rule on the typed value; returns the message to show, or null. */
  validate?: (value: string) => string | null;
  /** May return a promise: the dialog closes once it resolves, and stays open if it throws. */
  onSubmit: (value: string) => unknown;
}

/** A generic text-entry modal with a required field. */
export function TextEntryDialog(props: TextEntryDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      {/* Mounted with the dialog: every opening starts from the initial value. */}
      {props.open && <TextEntryForm {...props} />}
    </Dialog>
  );
}

function TextEntryForm({
  onOpenChange,
  label,
  initialValue = '',
  submitLabel = 'Valider',
  validate,
  onSubmit,
}: TextEntryDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useDialogAction(onOpenChange);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = value === '' ? REQUIRED : (validate?.(value) ?? null);
    setError(problem);
    if (problem) return;
    await run(() => onSubmit(value));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? undefined}
        required
        aria-required="true"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Annuler
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
