import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useLogOut } from '@/features/auth';
import { EspaceGate, EspaceMenu } from '@/features/espaces';
import { forgetAnswers, OfflineBanner, RefusedWrites } from '@/features/offline';
import { useIsSignedIn } from '@/lib/auth-session';
import { Footer } from '@/components/layout/footer';

const NAV_LINKS = [
  { to: paths.duerps, label: 'Mes DUERP', end: true },
  { to: paths.newDuerp, label: 'Créer mon DUERP', end: true },
  { to: paths.choosePlan, label: 'Plans tarifaires', end: false },
  { to: paths.contactPrivate, label: 'Contactez-nous', end: true },
  { to: paths.myAccount, label: 'Mon compte', end: true },
];

/** What a signed-out visitor of a public page (guide, legal pages, contact) is offered. */
const VISITOR_LINKS = [
  { to: paths.login, label: 'Connexion', end: true },
  { to: paths.createAccount, label: 'Créer un compte', end: true },
];

/** The signed-in shell: navigation bar (burger on mobile), page, footer. */
export function AppLayout() {
  const navigate = useNavigate();
  const logOut = useLogOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useIsSignedIn();
  const onLogOut = async () => {
    await logOut.mutateAsync();
    // What was kept to be read offline is not for the next person on this device.
    await forgetAnswers();
    void navigate('/', { replace: true });
  };
  return (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <header className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          {/* Under the name of the product, the current espace and its menu: beside the product's
              navigation, never in its way, and in view on a phone without opening the menu. */}
          <div className="flex min-w-0 flex-col items-start">
            <NavLink
              to={paths.home}
              className="flex items-center gap-2 text-lg font-bold text-blue-900"
            >
              <img src="/favicon.svg" alt="" className="h-8 w-8" /> DUERP en ligne
            </NavLink>
            {signedIn && (
              <div className="-ml-2 max-w-[min(16rem,60vw)] sm:ml-8">
                <EspaceMenu onNavigate={() => setMenuOpen(false)} />
              </div>
            )}
          </div>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" round={false} />
          </button>
          <nav
            id="main-nav"
            aria-label="Navigation principale"
            className={`${menuOpen ? 'flex' : 'hidden'} absolute left-0 right-0 top-full z-30 flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none`}
          >
            {(signedIn ? NAV_LINKS : VISITOR_LINKS).map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {link.label}
              </NavLink>
            ))}
            {signedIn && (
              <Button
                variant="secondary"
                onClick={onLogOut}
                disabled={logOut.isPending}
                className="md:ml-2"
              >
                {logOut.isPending ? 'Déconnexion…' : 'Déconnexion'}
              </Button>
            )}
          </nav>
        </div>
      </header>
      {signedIn && <RefusedWrites />}
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:py-8">
        {signedIn ? (
          <EspaceGate>
            <Outlet />
          </EspaceGate>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
