import { useId } from 'react';
import { COMPLIANCE_TEXTS as T, type ComplianceReport } from '@duerp/domain/compliance';
import { plural } from '@duerp/domain/text';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useDuerpPermissions } from '@/features/duerp';
import { useCompliance } from '../api/get-compliance';
import { FindingItem, LEVEL_TONES } from './finding-item';
import { InspectionPack } from './inspection-pack';

function Counts({ counts }: { counts: ComplianceReport['counts'] }) {
  return (
    <p className="flex flex-wrap gap-2" aria-label="Points relevés par niveau">
      <Badge tone={LEVEL_TONES.manquement}>{plural(counts.manquement, 'manquement')}</Badge>
      <Badge tone={LEVEL_TONES['à compléter']}>{counts['à compléter']} à compléter</Badge>
      <Badge tone={LEVEL_TONES['bonne pratique']}>
        {plural(counts['bonne pratique'], 'bonne pratique', 'bonnes pratiques')}
      </Badge>
    </p>
  );
}

/**
 * « Prêt pour un contrôle ? » on the document page (issue 42): the findings of the day, counted per
 * level, each with its article and the link to the place that fixes it.
 */
export function ComplianceCheck({ duerp }: { duerp: DuerpDocument }) {
  const titleId = useId();
  const { write } = useDuerpPermissions();
  const query = useCompliance(duerp);
  const report = query.data;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {T.title}
      </h2>
      {query.isPending ? (
        <Spinner label="Vérification en cours…" />
      ) : !report ? (
        <p role="alert" className="text-sm text-red-700">
          {T.loadFailed}
        </p>
      ) : (
        <>
          <Counts counts={report.counts} />
          {report.findings.length === 0 ? (
            <p className="text-sm font-semibold text-green-800">{T.empty}</p>
          ) : (
            <ul className="space-y-2">
              {report.findings.map((finding) => (
                <FindingItem key={finding.code} finding={finding} canFix={write} />
              ))}
            </ul>
          )}
          <ul className="space-y-1 text-sm text-slate-700">
            {report.notApplicable.map((notice) => (
              <li key={notice.code}>
                Dépôt sur le portail numérique (article {notice.article}) : {notice.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="text-sm text-slate-700">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-blue-800">
          À propos de cette vérification
        </summary>
        <p>{T.help}</p>
      </details>
      <InspectionPack duerpId={duerp.id} />
    </section>
  );
}
