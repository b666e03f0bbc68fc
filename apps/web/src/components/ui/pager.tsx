import { Button } from './button';

/** "Page X sur Y" between its previous and next buttons. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Pages du journal"). */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Page précédente
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} sur {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Page suivante <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
