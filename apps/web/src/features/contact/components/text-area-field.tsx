import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, styled and announced like `TextField`. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  id,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block min-h-40 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ${error ? 'border-red-600' : 'border-slate-400'}`}
        {...textarea}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
