import { useId } from 'react';
import { COMPLIANCE_TEXTS as T } from '@duerp/domain/compliance';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { useCompliance } from '../api/get-compliance';
import { FindingItem } from './finding-item';

/**
 * Step 7 (issue 42): the `manquement` findings, shown before « Valider cette version » and never
 * blocking it. Those that validating this version answers (no version yet, an update due) are left
 * out: they link to this very step.
 */
export function ComplianceBreaches({ duerp }: { duerp: DuerpDocument }) {
  const titleId = useId();
  const { write } = useDuerpPermissions();
  const query = useCompliance(duerp);
  if (query.isPending)
    return (
      <p className="mt-4">
        <Spinner size="sm" label="Vérification de conformité…" />
      </p>
    );
  if (!query.data)
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {T.loadFailed}
      </p>
    );
  const thisStep = paths.editDuerp(duerp.id, 7);
  const breaches = query.data.findings.filter(
    (f) => f.level === 'manquement' && f.href !== thisStep,
  );
  if (breaches.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h3 id={titleId} className="font-semibold text-red-950">
        Manquements relevés par « {T.title} »
      </h3>
      <p className="mt-1 text-sm text-red-950">
        Ils ne bloquent pas la validation, mais un contrôle les relèverait.
      </p>
      <ul className="mt-3 space-y-2">
        {breaches.map((finding) => (
          <FindingItem key={finding.code} finding={finding} canFix={write} />
        ))}
      </ul>
    </section>
  );
}
