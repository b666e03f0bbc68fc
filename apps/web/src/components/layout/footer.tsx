import { Link } from 'react-router';
import { CLIENT_VERSION_LABEL } from '@duerp/domain/api';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth-session';

/** The footer links, and the version label shown on every page. */
export function Footer() {
  const signedIn = useIsSignedIn();
  const links = [
    { to: paths.guide, label: "Guide d'utilisation" },
    // A visitor cannot open /choose-plan (protected): the public page shows the same plans.
    { to: signedIn ? paths.choosePlan : paths.pricing, label: 'Plans tarifaires' },
    { to: signedIn ? paths.contactPrivate : paths.contact, label: 'Contactez-nous' },
    { to: paths.legalNotice, label: 'Mentions légales' },
    { to: paths.privacy, label: 'Politique de confidentialité' },
    { to: paths.terms, label: 'Conditions générales' },
    { to: paths.accessibility, label: 'Accessibilité : non conforme' },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Liens de pied de page">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-blue-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-slate-600">DUERP en ligne · {CLIENT_VERSION_LABEL}</p>
      </div>
    </footer>
  );
}
