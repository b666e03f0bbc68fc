import { COMPLIANCE_LEVELS, type ComplianceCounts as Counts } from '@duerp/domain/compliance';
import { Badge } from '@/components/ui/badge';
import { LEVEL_LABELS, LEVEL_TONES } from './finding-item';

/** The count per level of a DUERP or an espace, « Aucun point relevé » when all are zero. */
export function ComplianceCounts({ counts }: { counts: Counts }) {
  const levels = COMPLIANCE_LEVELS.filter((level) => counts[level] > 0);
  if (levels.length === 0) return <Badge tone="success">Aucun point relevé</Badge>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {levels.map((level) => (
        <Badge key={level} tone={LEVEL_TONES[level]}>
          {LEVEL_LABELS[level]} : {counts[level]}
        </Badge>
      ))}
    </span>
  );
}
