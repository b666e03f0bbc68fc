import { useMemo } from 'react';
import { toDemoDuerpData } from '@duerp/domain/document-view';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { AssessmentSections } from './assessment-sections';
import { CompanyCard } from './company-card';
import { EvaluationSummary } from './evaluation-summary';
import { below, Heading, type HeadingLevel } from './heading';
import { PapripactSection } from './papripact-section';
import { RegulatoryFramework } from './regulatory-framework';
import { RiskList } from './risk-list';

/**
 * Document view: title, company, regulatory framework, evaluation summary, risks and
 * PAPRIPACT. Without full access (hasFullAccess_Derivated false) it is the demonstration: free
 * texts reversed as in the demo PDF, interactive view blurred. Shown on the document page and
 * as the preview of the editor's step 7.
 */
export function DocumentView({
  duerp,
  level = 1,
}: {
  duerp: DuerpDocument;
  /** The title's heading level; the sections' titles sit one level below. */
  level?: HeadingLevel;
}) {
  const demo = !duerp.hasFullAccess_Derivated;
  const data = useMemo(() => (demo ? toDemoDuerpData(duerp.data) : duerp.data), [demo, duerp.data]);
  const sectionLevel = below(level);
  return (
    <div className="space-y-5">
      <header>
        <p className="text-sm font-medium text-blue-800">
          Document unique d'évaluation des risques professionnels
        </p>
        <Heading level={level} className="mt-1 break-words text-2xl font-bold text-slate-900">
          {duerp.displayName}
        </Heading>
      </header>
      <CompanyCard entreprise={data.entreprise} duerpId={duerp.id} level={sectionLevel} />
      <RegulatoryFramework duerpId={duerp.id} level={sectionLevel} />
      <EvaluationSummary data={data} duerpId={duerp.id} level={sectionLevel} />
      <RiskList data={data} duerpId={duerp.id} level={sectionLevel} demo={demo} />
      <PapripactSection data={data} duerpId={duerp.id} level={sectionLevel} />
      <AssessmentSections data={data} duerpId={duerp.id} level={sectionLevel} />
    </div>
  );
}
