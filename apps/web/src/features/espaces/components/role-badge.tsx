import { ESPACE_ROLE_LABELS, type EspaceRole } from '@duerp/domain/espaces';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: EspaceRole }) {
  return (
    <Badge tone={role === 'proprietaire' ? 'info' : 'neutral'}>{ESPACE_ROLE_LABELS[role]}</Badge>
  );
}
