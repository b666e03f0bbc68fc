import type { ButtonHTMLAttributes, ReactNode } from 'react';

const TONES = {
  default: 'text-blue-800 hover:bg-blue-50',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

/**
 * Disabled (itself, or inside a disabled fieldset: a Lecteur's editor), it looks it: grey, half
 * opaque, no hover, whatever its tone.
 */
const DISABLED =
  'disabled:cursor-not-allowed disabled:text-slate-500 disabled:opacity-50 disabled:hover:bg-transparent';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  tone?: keyof typeof TONES;
}

/** A square 44 px button showing only an icon; its label is its name and its tooltip. */
export function IconButton({
  label,
  icon,
  tone = 'default',
  className = '',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg aria-disabled:cursor-wait aria-disabled:opacity-60 ${TONES[tone]} ${DISABLED} ${className}`}
      {...rest}
    >
      {icon}
    </button>
  );
}
