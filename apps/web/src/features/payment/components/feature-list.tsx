/** A list of benefits with check marks; `excluded` ones follow, crossed out in meaning. */
export function FeatureList({
  items,
  excluded = [],
  className = '',
}: {
  items: readonly string[];
  excluded?: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-2 text-sm text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 shrink-0 text-green-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
      {excluded.map((item) => (
        <li key={item} className="flex gap-2 text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 shrink-0 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
          <span>
            <span className="sr-only">Non inclus : </span>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
