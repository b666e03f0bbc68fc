import { ESPACE_ROLE_LABELS, ESPACE_ROLES } from '@duerp/domain/espaces';

/** The three roles, most powerful first, as the options of a select. */
export function RoleOptions() {
  return [...ESPACE_ROLES].map((role) => (
    <option key={role} value={role}>
      {ESPACE_ROLE_LABELS[role]}
    </option>
  ));
}
