import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthIllustration } from './auth-illustration';
import { Footer } from './footer';

/** The public authentication pages: illustration on the left, content on the right. */
export function AuthLayout({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex flex-1 flex-col md:flex-row">
        <aside className="hidden flex-1 flex-col items-center justify-center gap-6 bg-blue-900 p-10 text-white md:flex">
          <AuthIllustration />
          <div className="max-w-md text-center">
            <p className="text-2xl font-bold">Votre Document Unique, simplement.</p>
            <p className="mt-2 text-blue-100">
              Évaluez les risques professionnels de votre entreprise étape par étape et obtenez un
              DUERP conforme, prêt à imprimer.
            </p>
          </div>
        </aside>
        <main
          id="contenu"
          className="flex flex-1 items-start justify-center px-4 py-8 md:items-center md:py-12"
        >
          <div className="w-full max-w-md">
            <p className="mb-6 flex items-center gap-2 text-lg font-bold text-blue-900">
              <img src="/favicon.svg" alt="" className="h-8 w-8" /> DUERP en ligne
            </p>
            {backTo && (
              <Link
                to={backTo}
                className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
              >
                <span aria-hidden="true">←</span> Retour
              </Link>
            )}
            <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
            {children}
          </div>
        </main>
      </div>
      <Footer />
    </div>
  );
}
