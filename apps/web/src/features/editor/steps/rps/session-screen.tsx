import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FACTEURS_RPS, FAMILLES_RPS, type UniteRps } from '@duerp/domain/rps';
import { plural } from '@duerp/domain/text';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { EditableArea } from '../../components/editable-area';
import { FactorCard } from './factor-card';

/**
 * The session, on the tablet passed around the table: one factor at a time, its family, the
 * group's answer and its concrete situations; a jump to any family; the progress. Each answer is
 * one small write, so the offline queue keeps the session going without the network.
 */
export function SessionScreen({
  duerp,
  unite,
  onPrepare,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  onPrepare: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const found = FACTEURS_RPS.findIndex((f) => f.id === params.get('facteur'));
  const index = Math.max(0, found);
  const facteur = FACTEURS_RPS[index] ?? FACTEURS_RPS[0]!;
  const answered = new Set(
    unite.reponses.filter((r) => r.reponse !== null).map((r) => r.idFacteur),
  );
  const go = (target: number) => {
    const next = FACTEURS_RPS[target];
    if (!next) return;
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('facteur', next.id);
      return copy;
    });
    setTimeout(() => heading.current?.focus());
  };

  if (!unite.seance)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-5 text-center">
        <p className="text-slate-700">
          Avant la première question : la date, le binôme d'animateurs, le nombre de participants et
          l'engagement de confidentialité.
        </p>
        <Button className="mt-3 min-h-12" onClick={onPrepare}>
          Préparer la séance
        </Button>
      </div>
    );

  const famille = FAMILLES_RPS.find((f) => f.id === facteur.famille)!;
  const ofFamily = FACTEURS_RPS.filter((f) => f.famille === famille.id);
  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
          <span>
            Facteur {index + 1} sur {FACTEURS_RPS.length}
          </span>
          <span>{plural(answered.size, 'réponse')} du groupe sur 26</span>
        </div>
        <progress
          className="mt-1 h-3 w-full accent-blue-700"
          max={FACTEURS_RPS.length}
          value={answered.size}
          aria-label="Avancement de la séance"
        />
      </div>
      <nav aria-label="Familles de facteurs">
        <ul className="flex flex-wrap gap-2">
          {FAMILLES_RPS.map((f) => {
            const all = FACTEURS_RPS.filter((x) => x.famille === f.id);
            const done = all.filter((x) => answered.has(x.id)).length;
            const current = f.id === famille.id;
            return (
              <li key={f.id}>
                <button
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => go(FACTEURS_RPS.indexOf(all[0]!))}
                  className={`min-h-11 rounded-lg border px-3 py-2 text-left text-sm font-medium ${
                    current
                      ? 'border-blue-700 bg-blue-50 text-blue-900'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  }`}
                >
                  {f.label}{' '}
                  <span className="text-slate-600">
                    ({done}/{all.length})
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <EditableArea>
        <FactorCard
          key={facteur.id}
          duerp={duerp}
          unite={unite}
          facteur={facteur}
          familyLabel={`${famille.label} · ${ofFamily.indexOf(facteur) + 1} sur ${ofFamily.length}`}
          headingRef={heading}
        />
      </EditableArea>
      <div className="flex justify-between gap-3">
        <Button
          variant="secondary"
          className="min-h-12 flex-1 sm:flex-none"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">←</span> Facteur précédent
        </Button>
        <Button
          className="min-h-12 flex-1 sm:flex-none"
          disabled={index === FACTEURS_RPS.length - 1}
          onClick={() => go(index + 1)}
        >
          Facteur suivant <span aria-hidden="true">→</span>
        </Button>
      </div>
    </div>
  );
}
