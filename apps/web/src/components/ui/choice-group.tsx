import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * Two or more exclusive choices drawn as a segmented toggle (native radios: arrows work); a null
 * value leaves every choice unticked (a question not answered yet).
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  name?: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  const generatedName = useId();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid w-full auto-cols-fr grid-flow-col rounded-lg border border-slate-400 bg-white p-1 sm:inline-grid sm:w-auto">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600 ${
              value === choice.value
                ? 'bg-blue-700 text-white'
                : 'text-slate-800 hover:bg-slate-100'
            }`}
          >
            <input
              type="radio"
              name={name ?? generatedName}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
