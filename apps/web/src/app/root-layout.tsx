import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { setApiNavigator } from '@/lib/api-client';
import { useInactivityReload } from '@/lib/use-inactivity-reload';

const AUTH_PATHS = ['/login', '/create-account', '/forgot-password', '/resetpwd', '/dg'];

/** Toasts top right (5 s on the authentication pages, 8 s elsewhere; Alt+T focuses them). */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
