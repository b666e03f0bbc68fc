import { ListMarkIcon } from '@/components/ui/icon';

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
          <ListMarkIcon included className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
      {excluded.map((item) => (
        <li key={item} className="flex gap-2 text-slate-600">
          <ListMarkIcon included={false} className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            <span className="sr-only">Non inclus : </span>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
