import { useId, type ReactNode } from 'react';
import { FeatureList } from './feature-list';

export interface PlanCardProps {
  name: string;
  /** e.g. "1 DUERP", "Jusqu'à 5 DUERP". */
  scope: string;
  price: ReactNode;
  features: readonly string[];
  /** What the plan does not include. */
  excluded?: readonly string[];
  /** A mark above the name, e.g. 'Plan actuel'. */
  mark?: ReactNode;
  highlighted?: boolean;
  /** The call to action, or the label that replaces it. */
  action?: ReactNode;
  children?: ReactNode;
}

/** One offer of /choose-plan: name, scope, price HT per year, features, action. */
export function PlanCard({
  name,
  scope,
  price,
  features,
  excluded,
  mark,
  highlighted = false,
  action,
  children,
}: PlanCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${highlighted ? 'border-blue-600 ring-2 ring-blue-600' : 'border-slate-200'}`}
    >
      {/* Keeps the names aligned side by side; takes no room when stacked. */}
      <div className="min-h-7 empty:hidden sm:empty:block">{mark}</div>
      <h2 id={titleId} className="mt-1 text-xl font-bold text-slate-900">
        {name}
      </h2>
      <p className="text-sm font-medium text-slate-700">{scope}</p>
      <div className="mt-4">{price}</div>
      {children}
      <FeatureList items={features} excluded={excluded} className="mt-4" />
      <div className="mt-auto pt-6 [&>*]:w-full">{action}</div>
    </article>
  );
}

/** "99,00 € HT / an" */
export function PlanPrice({ amount, suffix = 'HT / an' }: { amount: string; suffix?: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-3xl font-bold text-slate-900">{amount}</span>
      <span className="text-sm text-slate-700">{suffix}</span>
    </p>
  );
}

/** A disabled label in place of the action (e.g. 'Mode VIP activé'). */
export function PlanStatusLabel({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
      {children}
    </p>
  );
}
