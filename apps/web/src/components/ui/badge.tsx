import type { ReactNode } from 'react';

const TONES = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

export type BadgeTone = keyof typeof TONES;

export const badgeClassName = (tone: BadgeTone) =>
  `inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`;

/** A short status label; `title` gives its explanation on hover. */
export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={badgeClassName(tone)} title={title}>
      {children}
    </span>
  );
}
