import { useNavigate } from 'react-router';
import type { MyEspace } from '@duerp/domain/espaces';
import { paths } from '@/config/paths';
import { setCurrentEspaceId } from '@/lib/current-espace';

/**
 * Makes an espace the current one and opens its list of DUERP (the gate of the layout then
 * reloads every query for it). The personal espace is the default: nothing is stored for it.
 */
export function useSwitchEspace() {
  const navigate = useNavigate();
  /** `null`: the personal espace. */
  return (espace: Pick<MyEspace, 'id' | 'isPersonal'> | null, to: string = paths.duerps) => {
    setCurrentEspaceId(espace === null || espace.isPersonal ? null : espace.id);
    void navigate(to);
  };
}
