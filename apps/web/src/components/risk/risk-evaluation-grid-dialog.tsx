import { useState } from 'react';
import { ASSESSMENT_MESSAGES } from '@duerp/domain/duerp';
import { Dialog } from '@/components/ui/dialog';
import { GridCriteriaTab } from './grid-criteria-tab';
import { GridFormulaTab } from './grid-formula-tab';
import { GridPrioritiesTab } from './grid-priorities-tab';
import { Tabs } from '@/components/ui/tabs';

const TABS = [
  { id: 'criteres', label: 'Détails des critères' },
  { id: 'formule', label: 'Formule de calcul' },
  { id: 'priorites', label: "Priorités d'action" },
] as const;

export type GridTab = (typeof TABS)[number]['id'];

export interface RiskEvaluationGridDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown at each opening; the first one unless told. */
  initialTab?: GridTab;
}

/**
 * The risk-evaluation grid: the scales, the formula and the bands, rendered from the domain
 * constants (the same ones that compute the score), in three tabs. Usable from the editor and
 * from the document page.
 */
export function RiskEvaluationGridDialog({
  open,
  onOpenChange,
  initialTab = 'criteres',
}: RiskEvaluationGridDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Grille d'évaluation des risques"
      size="lg"
    >
      {/* Mounted with the dialog: every opening starts on the initial tab. */}
      {open && <RiskEvaluationGrid initialTab={initialTab} />}
    </Dialog>
  );
}

/** The grid's three tabs without the dialog, to show it inside another one (no nested modal). */
export function RiskEvaluationGrid({ initialTab = 'criteres' }: { initialTab?: GridTab }) {
  const [tab, setTab] = useState<string>(initialTab);
  return (
    <>
      <Tabs label="Grille d'évaluation" tabs={TABS} selectedId={tab} onSelect={setTab}>
        {tab === 'formule' ? (
          <GridFormulaTab />
        ) : tab === 'priorites' ? (
          <GridPrioritiesTab />
        ) : (
          <GridCriteriaTab />
        )}
      </Tabs>
      <p className="mt-4 text-sm text-slate-700">
        {ASSESSMENT_MESSAGES.expositionDifferencieeHelp}
      </p>
    </>
  );
}
