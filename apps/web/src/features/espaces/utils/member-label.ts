import type { EspaceMember } from '@duerp/domain/espaces';

/** How the members page names a member: their name, else their address (older answers). */
export function memberLabel(member: EspaceMember): string {
  return member.name ?? member.email ?? '';
}
