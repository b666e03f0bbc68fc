import { ESPACE_ROLE_LABELS } from '@duerp/domain/espaces';
import { useCurrentEspace } from '../hooks/use-current-espace';

/** Under a page's title, once the person has several espaces: which one the page shows. */
export function CurrentEspaceLine() {
  const { list, current } = useCurrentEspace();
  if (list.length < 2 || !current) return null;
  return (
    <p className="-mt-4 mb-6 break-words text-slate-700">
      Espace « {current.name} » · votre rôle : {ESPACE_ROLE_LABELS[current.role]}
    </p>
  );
}
