import { useEffect } from 'react';

/** After a whole hour of inactivity, reload on the next activity (debounced 500 ms). */
export const INACTIVITY_RELOAD_SECONDS = 3600;
const DEBOUNCE_MS = 500;
const EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'focus'] as const;

export function useInactivityReload(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        const now = Date.now();
        if (now - lastActivity >= INACTIVITY_RELOAD_SECONDS * 1000) reload();
        else lastActivity = now;
      }, DEBOUNCE_MS);
    };
    EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      if (timer) clearTimeout(timer);
      EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [reload]);
}
