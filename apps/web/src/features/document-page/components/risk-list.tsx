import { useState } from 'react';
import type { DuerpData } from '@duerp/domain/duerp';
import type { RisqueRow } from '@duerp/domain/document-view';
import { Tabs } from '@/components/ui/tabs';
import type { HeadingLevel } from './heading';
import { InteractiveView } from './interactive-view';
import { RiskActionsDialog } from './risk-actions-dialog';
import { SimplifiedView } from './simplified-view';
import { ViewSection } from './view-section';

const TABS = [
  { id: 'simplifiee', label: 'Vue simplifiée' },
  { id: 'interactive', label: 'Vue interactive' },
] as const;

/**
 * The risks in two tabs; the interactive one by default, the simplified one in demo
 * mode (where the interactive view is blurred).
 */
export function RiskList({
  data,
  duerpId,
  level,
  demo,
}: {
  data: DuerpData;
  duerpId: string | null;
  level: HeadingLevel;
  demo: boolean;
}) {
  const [tab, setTab] = useState<string>(demo ? 'simplifiee' : 'interactive');
  const [actionsRow, setActionsRow] = useState<RisqueRow | null>(null);
  return (
    <ViewSection title="Liste des risques" level={level} duerpId={duerpId} editStep={4}>
      <Tabs label="Présentation des risques" tabs={TABS} selectedId={tab} onSelect={setTab}>
        {tab === 'simplifiee' ? (
          <SimplifiedView data={data} level={level} demo={demo} onShowActions={setActionsRow} />
        ) : (
          <InteractiveView
            data={data}
            duerpId={duerpId}
            demo={demo}
            onShowActions={setActionsRow}
          />
        )}
      </Tabs>
      <RiskActionsDialog row={actionsRow} onClose={() => setActionsRow(null)} />
    </ViewSection>
  );
}
