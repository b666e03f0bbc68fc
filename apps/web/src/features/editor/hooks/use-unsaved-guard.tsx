import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Editor: while a form holds unsaved changes, leaving it (another step, another page,
 * closing the tab) asks for confirmation first.
 */
export function useUnsavedGuard() {
  const unsaved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const setUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <Dialog
      open={blocked}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title="Modifications non sauvegardées"
      description={DUERP_MESSAGES.unsavedChanges}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Rester sur cette page
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              unsaved.current = false;
              blocker.proceed?.();
            }}
          >
            Continuer sans sauvegarder
          </Button>
        </>
      }
    />
  );
  return { setUnsaved, dialog };
}
