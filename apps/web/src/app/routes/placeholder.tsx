import { useDocumentTitle } from '@/lib/use-document-title';

/** A screen that a later issue builds: its title, and a note for the user. */
export function PlaceholderRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">Cette page sera bientôt disponible.</p>
    </section>
  );
}
