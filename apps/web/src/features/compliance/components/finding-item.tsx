import { Link } from 'react-router';
import type { ComplianceFinding, ComplianceLevel } from '@duerp/domain/compliance';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const LEVEL_TONES: Record<ComplianceLevel, BadgeTone> = {
  manquement: 'danger',
  'à compléter': 'warning',
  'bonne pratique': 'info',
};

export const LEVEL_LABELS: Record<ComplianceLevel, string> = {
  manquement: 'Manquement',
  'à compléter': 'À compléter',
  'bonne pratique': 'Bonne pratique',
};

/** One finding: its level, what to do, its article and, for who may edit, the link that fixes it. */
export function FindingItem({ finding, canFix }: { finding: ComplianceFinding; canFix: boolean }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={LEVEL_TONES[finding.level]}>{LEVEL_LABELS[finding.level]}</Badge>
        <span className="text-xs font-semibold text-slate-600">Article {finding.article}</span>
      </p>
      <p className="text-slate-900">{finding.message}</p>
      {canFix && (
        <Link
          to={finding.href}
          className="inline-flex min-h-11 items-center self-start font-semibold text-blue-800 underline hover:text-blue-950"
        >
          {finding.linkLabel}
        </Link>
      )}
    </li>
  );
}
