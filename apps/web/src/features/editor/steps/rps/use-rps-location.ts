import { useSearchParams } from 'react-router';

export type RpsView = 'preparation' | 'seance' | 'synthese';
const VIEWS: readonly RpsView[] = ['preparation', 'seance', 'synthese'];

/**
 * Which RPS unit and which of its screens are open, kept in the address (`uniteRps`, `vue`), so
 * that a reload, the tablet offline included, comes back to the same factor of the same session.
 */
export function useRpsLocation() {
  const [params, setParams] = useSearchParams();
  const view = params.get('vue');
  const change = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch))
        if (value === null) next.delete(key);
        else next.set(key, value);
      return next;
    });
  return {
    uniteId: params.get('uniteRps'),
    view: VIEWS.includes(view as RpsView) ? (view as RpsView) : 'preparation',
    open: (uniteId: string | null) => change({ uniteRps: uniteId, vue: null }),
    show: (next: RpsView) => change({ vue: next }),
  };
}
