import { useId } from 'react';

export interface AnswerChoice<T extends string> {
  value: T;
  label: string;
}

/**
 * The group's answer to one factor, made for a tablet passed around a table: four native radios
 * (arrows move and choose, one tab stop), each a full-width target at least 56 px high.
 */
export function AnswerGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  choices: readonly AnswerChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 text-base font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 ${
                checked
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-900 hover:border-blue-500'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="size-5 shrink-0 accent-white"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
