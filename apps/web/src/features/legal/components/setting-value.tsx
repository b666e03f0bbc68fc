import { isPlaceholder } from '@/config/site';

/** A value from the site settings; an unset one shows its highlighted placeholder. */
export function SettingValue({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return (
    <mark
      className="rounded bg-amber-100 px-1 text-amber-950"
      title="Paramètre à renseigner par l'éditeur"
    >
      {value}
    </mark>
  );
}
