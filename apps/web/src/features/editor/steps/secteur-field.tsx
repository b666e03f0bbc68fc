import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { filterSecteurSuggestions, matchSecteur } from '@duerp/domain/secteur';
import { Combobox } from '@/components/ui/combobox';

/**
 * Suggestions from the known sectors (case- and accent-insensitive, French order),
 * free text allowed, and a note when the sector is recognised.
 */
export function SecteurField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const options = filterSecteurSuggestions(value).map((s) => s.label);
  return (
    <Combobox
      label="Secteur d'activité"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      error={error}
      hint={matchSecteur(value) ? DUERP_MESSAGES.secteurRecognized : undefined}
    />
  );
}
