import type { PictogramCode } from '@duerp/domain/chemicals';
import type { Pictogram } from '../api/reference';
import { PictogramIcon } from './product-badges';

/** The nine pictograms as toggle buttons: the icon and its French name, pressed when chosen. */
export function PictogramPicker({
  pictograms,
  value,
  onChange,
}: {
  pictograms: Pictogram[];
  value: PictogramCode[];
  onChange: (value: PictogramCode[]) => void;
}) {
  const toggle = (code: PictogramCode) =>
    onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">Pictogrammes</legend>
      <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {pictograms.map((p) => {
          const code = p.code as PictogramCode;
          const pressed = value.includes(code);
          return (
            <li key={p.code}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(code)}
                className={`flex min-h-11 w-full items-center gap-2 rounded-lg border px-2 py-1 text-left text-sm ${
                  pressed
                    ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900 ring-2 ring-blue-700'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                <PictogramIcon pictogram={{ ...p, nom: '' }} size="h-8 w-8" />
                <span className="min-w-0 break-words">{p.nom}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
