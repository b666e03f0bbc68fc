import { Navigate, Outlet, useLocation } from 'react-router';
import { loginWithReturn, paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth-session';

/** Protected routes send a signed-out visitor to /login with a returnUrl. */
export function RequireSignedIn() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to={loginWithReturn(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? paths.duerps : paths.login} replace />;
}

/** /contact is for visitors: a signed-in user gets the private form. */
export function RedirectIfSignedIn({ to, children }: { to: string; children: React.ReactNode }) {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to={to} replace />;
  return children;
}
