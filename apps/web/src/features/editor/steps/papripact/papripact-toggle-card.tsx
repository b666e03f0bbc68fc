import { useId, type Ref } from 'react';
import { DisclosureChevron } from '@/components/ui/icon';

export interface PapripactToggleCardProps {
  enabled: boolean;
  pending: boolean;
  onToggle: (enabled: boolean) => void;
  infoOpen: boolean;
  onInfoOpenChange: (open: boolean) => void;
  highlighted: boolean;
  cardRef: Ref<HTMLElement>;
  switchRef: Ref<HTMLButtonElement>;
}

/**
 * PAPRIPACT: the on/off switch, saved at once, and the card that explains the
 * programme (folded while it is on). The activate button of the step highlights this card.
 */
export function PapripactToggleCard({
  enabled,
  pending,
  onToggle,
  infoOpen,
  onInfoOpenChange,
  highlighted,
  cardRef,
  switchRef,
}: PapripactToggleCardProps) {
  const titleId = useId();
  const infoId = useId();
  return (
    <section
      ref={cardRef}
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 transition-shadow duration-300 ${
        highlighted ? 'border-amber-500 shadow-[0_0_0_4px_rgb(251_191_36)]' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            Programme annuel de prévention (PAPRIPACT)
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {enabled
              ? 'Activé : vos actions de prévention figureront dans votre DUERP.'
              : 'Désactivé : votre DUERP ne comportera pas de programme de prévention.'}
          </p>
        </div>
        <button
          ref={switchRef}
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label="Activer le PAPRIPACT"
          aria-busy={pending || undefined}
          onClick={() => !pending && onToggle(!enabled)}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-1"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-7 w-12 rounded-full border-2 transition-colors ${
              enabled ? 'border-blue-700 bg-blue-700' : 'border-slate-500 bg-slate-200'
            }`}
          >
            <span
              className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${
                enabled ? 'translate-x-5' : 'translate-x-0'
              }`}
            />
          </span>
          <span aria-hidden="true" className="w-8 text-sm font-semibold text-slate-800">
            {enabled ? 'Oui' : 'Non'}
          </span>
        </button>
      </div>
      <div className="mt-3 rounded-lg bg-blue-50 text-sm text-blue-950">
        <button
          type="button"
          aria-expanded={infoOpen}
          aria-controls={infoId}
          onClick={() => onInfoOpenChange(!infoOpen)}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-semibold"
        >
          <DisclosureChevron open={infoOpen} />
          Qu'est-ce que le PAPRIPACT ?
        </button>
        <div id={infoId} hidden={!infoOpen} className="space-y-2 px-3 pb-3">
          <p>
            Le programme annuel de prévention des risques professionnels et d'amélioration des
            conditions de travail découle de votre évaluation des risques. Il fixe, pour l'année à
            venir, les mesures de prévention à mener, avec pour chacune son responsable, son
            échéance et son coût estimé.
          </p>
          <p>
            Il est obligatoire dans les entreprises d'au moins 50 salariés (article L4121-3-1 du
            Code du travail) et dans le secteur public. En dessous, il reste recommandé : vos
            actions de prévention sont alors consignées dans le DUERP.
          </p>
        </div>
      </div>
    </section>
  );
}
