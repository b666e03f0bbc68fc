import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { useIsDialogOpen } from '@/components/ui/open-dialogs';
import { setApiNavigator } from '@/lib/api-client';
import { useInactivityReload } from '@/lib/use-inactivity-reload';

const AUTH_PATHS = ['/login', '/create-account', '/forgot-password', '/resetpwd', '/dg'];

/*
 * Toasts sit top right, below the navigation bar (its account, logout and menu buttons stay
 * visible); while a dialog is open they go to the band that dialogs keep free above them.
 */
const BELOW_HEADER = { top: 80, right: 16 };
const BELOW_HEADER_MOBILE = { top: 76, right: 12, left: 12 };
const ABOVE_DIALOG = { top: 12, right: 16 };
const ABOVE_DIALOG_MOBILE = { top: 12, right: 12, left: 12 };

/** Toasts top right (5 s on the authentication pages, 8 s elsewhere; Alt+T focuses them). */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialogOpen = useIsDialogOpen();
  useInactivityReload();
  useEffect(() => {
    setApiNavigator((to) => void navigate(to, { replace: true }));
  }, [navigate]);
  useEffect(() => {
    // Recent Chromium returns a promise from scrollTo: never let it become the effect's cleanup.
    void window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Aller au contenu
      </a>
      <Outlet />
      <Toaster
        position="top-right"
        offset={dialogOpen ? ABOVE_DIALOG : BELOW_HEADER}
        mobileOffset={dialogOpen ? ABOVE_DIALOG_MOBILE : BELOW_HEADER_MOBILE}
        richColors
        closeButton
        hotkey={['altKey', 'KeyT']}
        duration={AUTH_PATHS.includes(pathname) ? 5000 : 8000}
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
    </>
  );
}
