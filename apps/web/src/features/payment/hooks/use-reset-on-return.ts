import { useEffect } from 'react';

/**
 * Coming back from the provider with the browser's Back button may restore this page as it was
 * left (back/forward cache), its button still spinning: start again from a clean state.
 */
export function useResetOnReturn(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
