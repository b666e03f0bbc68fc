import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '@duerp/domain/calendar';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { pdfVariantFor } from '@/features/duerp';
import { ConsultationSummary } from '@/features/living-document';

/**
 * A collapsible 'Historique des versions': newest first, each downloadable; the
 * version named by `highlightversionid` (just generated) is highlighted and scrolled to.
 */
export function VersionHistory({
  duerp,
  versions,
  highlightVersionId,
  onDownload,
  onEditConsultation,
  onSendToSpst,
}: {
  duerp: DuerpDocument;
  versions: VersionSummary[];
  highlightVersionId: string | null;
  onDownload: (version: VersionSummary) => void;
  onEditConsultation?: (version: VersionSummary) => void;
  /** « Envoyer au service de prévention et de santé au travail » (Éditeurs). */
  onSendToSpst?: (version: VersionSummary) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(highlightVersionId !== null);
  const highlighted = useRef<HTMLLIElement>(null);
  const hasHighlighted = versions.some((v) => v.id === highlightVersionId);
  // A link to this same page naming a version (« Prêt pour un contrôle ? ») opens the history too.
  const [shownHighlight, setShownHighlight] = useState(highlightVersionId);
  if (highlightVersionId !== shownHighlight) {
    setShownHighlight(highlightVersionId);
    if (highlightVersionId !== null) setOpen(true);
  }

  useEffect(() => {
    if (!open || !hasHighlighted) return;
    const show = () => highlighted.current?.scrollIntoView?.({ block: 'center' });
    // jsdom has no scrollIntoView; browsers do.
    show();
    // The panels above (the check, the records) load after the history: keep the new version in
    // view while they grow, until the person scrolls or 3 s have passed.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(show);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, 3000);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((name) => window.addEventListener(name, stop, { once: true, passive: true }));
    return () => {
      stop();
      window.clearTimeout(timer);
      events.forEach((name) => window.removeEventListener(name, stop));
    };
  }, [open, hasHighlighted]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-left hover:bg-slate-50"
        >
          <span>
            Historique des versions{' '}
            <span className="font-normal text-slate-600">({versions.length})</span>
          </span>
          <Icon
            name="chevronDown"
            className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            round={false}
          />
        </button>
      </h2>
      <div id={`${id}-list`} hidden={!open} className="border-t border-slate-200 px-3 py-3">
        {versions.length === 0 ? (
          <p className="px-1 text-sm text-slate-700">Aucune version n'a encore été générée.</p>
        ) : (
          <ol className="space-y-2">
            {versions.map((version) => {
              const isHighlighted = version.id === highlightVersionId;
              const full = pdfVariantFor(duerp, version) === 'full';
              return (
                <li
                  key={version.id}
                  ref={isHighlighted ? highlighted : undefined}
                  aria-current={isHighlighted ? 'true' : undefined}
                  className={`rounded-lg border p-3 ${
                    isHighlighted
                      ? 'border-blue-500 bg-blue-50 ring-2 ring-blue-500'
                      : 'border-slate-200'
                  }`}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">
                      Version {version.versionNumber}
                    </span>
                    {isHighlighted && <Badge tone="info">Nouvelle version</Badge>}
                    {version.annexePhotographique && (
                      <Badge title="Le PDF complet et le DOCX se terminent par les photos de cette version">
                        Annexe photographique
                      </Badge>
                    )}
                  </div>
                  <p className="mt-0.5 text-sm text-slate-700">
                    {formatDateTime(version.creationTime)}
                  </p>
                  {version.notesDeVersion.trim() !== '' && (
                    <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
                      {version.notesDeVersion}
                    </p>
                  )}
                  <ConsultationSummary consultation={version.consultation} />
                  {onEditConsultation && (
                    <button
                      type="button"
                      onClick={() => onEditConsultation(version)}
                      className="mt-1 inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-blue-800 hover:bg-blue-50"
                    >
                      Consultation CSE / SPST
                      <span className="sr-only"> de la version {version.versionNumber}</span>
                    </button>
                  )}
                  {onSendToSpst && (
                    <button
                      type="button"
                      onClick={() => onSendToSpst(version)}
                      className="mt-1 inline-flex min-h-11 items-center rounded-lg px-1 text-left text-sm font-semibold text-blue-800 hover:bg-blue-50"
                    >
                      Envoyer au service de prévention et de santé au travail
                      <span className="sr-only"> : version {version.versionNumber}</span>
                    </button>
                  )}
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <Badge tone={full ? 'success' : 'neutral'}>
                      {full ? 'PDF complet' : 'PDF de démonstration'}
                    </Badge>
                    <button
                      type="button"
                      onClick={() => onDownload(version)}
                      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50"
                    >
                      Télécharger
                      <span className="sr-only"> la version {version.versionNumber}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
