import type { ReactNode } from 'react';
import { formatDateLong } from '@duerp/domain/calendar';
import { site } from '@/config/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Reading styles for the long texts: spacing, lists and links of everything inside. */
const PROSE =
  'text-slate-800 leading-relaxed [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ' +
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold ' +
  '[&_h3]:text-slate-900 [&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline [&_strong]:text-slate-900';

export interface TocEntry {
  id: string;
  title: string;
}

/** A static page behind the footer: title, date of the last update, optional contents, sections. */
export function LegalPage({
  title,
  intro,
  toc,
  children,
}: {
  title: string;
  intro?: ReactNode;
  toc?: readonly TocEntry[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Dernière mise à jour&nbsp;: {formatDateLong(site.legalUpdatedAt)}
      </p>
      {intro && <div className={`mt-4 text-lg ${PROSE}`}>{intro}</div>}
      {toc && (
        <nav
          aria-labelledby="toc-title"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2
            id="toc-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-700"
          >
            Sommaire
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="font-medium text-blue-800 underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={`${PROSE} pb-4`}>{children}</div>
    </article>
  );
}

export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
