import { useId } from 'react';
import { isEvalLevel, shownLevelOf, type CriterionPresentation } from '@duerp/domain/risk';

export interface CriterionFieldProps {
  criterion: CriterionPresentation;
  value: number | null | undefined;
  onChange: (value: number) => void;
  invalid: boolean;
  /** The id of the message that explains why the group is invalid. */
  errorId?: string;
}

/**
 * One criterion as four radios (arrows move between them). Each level shows its number and
 * label, in the order of the shown numbers (maîtrise: 1 Absente to 4 Forte).
 */
export function CriterionField({
  criterion,
  value,
  onChange,
  invalid,
  errorId,
}: CriterionFieldProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      aria-invalid={invalid || undefined}
      aria-describedby={
        [invalid ? errorId : null, isEvalLevel(value) ? hintId : null].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend id={`${name}-legend`} className="mb-1 text-sm font-semibold text-slate-900">
        {criterion.label}
      </legend>
      <div
        className={`grid grid-cols-2 gap-2 rounded-lg sm:grid-cols-4 ${invalid ? 'outline-2 outline-offset-2 outline-red-600' : ''}`}
      >
        {criterion.levels.map((level) => {
          const checked = value === level.value;
          return (
            <label
              key={level.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600 ${
                checked
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={level.value}
                checked={checked}
                onChange={() => onChange(level.value)}
                className="sr-only"
              />
              <span className="text-lg font-bold">{level.shown}</span> <span>{level.label}</span>
            </label>
          );
        })}
      </div>
      {isEvalLevel(value) && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {shownLevelOf(criterion.field, value).hint}
        </p>
      )}
    </fieldset>
  );
}
