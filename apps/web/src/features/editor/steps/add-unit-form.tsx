import { useState, type FormEvent } from 'react';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** Adds a unit of the user's own naming; a blank name is refused. */
export function AddUnitForm({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(DUERP_MESSAGES.uniteNameRequiredOnAdd);
      return;
    }
    setError(null);
    try {
      await onAdd(trimmed);
      setName('');
    } catch {
      // Reported by the caller; the name stays for another try.
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="Nom de l'unité personnalisée"
        className="flex-1"
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
      />
      <Button
        type="submit"
        aria-disabled={disabled || undefined}
        className="sm:mt-6 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        Ajouter
      </Button>
    </form>
  );
}
