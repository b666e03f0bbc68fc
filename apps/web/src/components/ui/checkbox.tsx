import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it; the whole label is clickable. */
export function Checkbox({ label, id, className = '', ...input }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-700"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
