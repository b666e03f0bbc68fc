import type { DuerpDocument } from '@duerp/domain/duerp';
import type { EspaceMember } from '@duerp/domain/espaces';
import { SelectField } from '@/components/ui/form-fields';

/** The journal's two filters; "" is everyone, every DUERP. */
export function JournalFilters({
  members,
  duerps,
  member,
  duerp,
  onChange,
}: {
  members: readonly EspaceMember[];
  duerps: readonly DuerpDocument[];
  member: string;
  duerp: string;
  onChange: (filters: { member: string; duerp: string }) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Membre"
        value={member}
        onChange={(event) => onChange({ member: event.target.value, duerp })}
      >
        <option value="">Tous les membres</option>
        {members.map((m) => (
          <option key={m.accountId} value={m.accountId}>
            {m.email}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="DUERP"
        value={duerp}
        onChange={(event) => onChange({ member, duerp: event.target.value })}
      >
        <option value="">Tous les DUERP</option>
        {duerps.map((d) => (
          <option key={d.id} value={d.id}>
            {d.displayName}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
