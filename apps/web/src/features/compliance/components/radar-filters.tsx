import {
  COMPLIANCE_LEVELS,
  type ComplianceLevel,
  type RadarEspace,
} from '@duerp/domain/compliance';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import type { RadarFilter } from '../utils/filter-radar';
import { LEVEL_LABELS } from './finding-item';

/** The radar's filters: espace, level, words. */
export function RadarFilters({
  espaces,
  filter,
  onChange,
}: {
  espaces: RadarEspace[];
  filter: RadarFilter;
  onChange: (filter: RadarFilter) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SelectField
        label="Espace"
        value={filter.espace}
        onChange={(e) => onChange({ ...filter, espace: e.target.value })}
      >
        <option value="">Tous les espaces</option>
        {espaces.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Niveau"
        value={filter.level}
        onChange={(e) => onChange({ ...filter, level: e.target.value as ComplianceLevel | '' })}
      >
        <option value="">Tous les niveaux</option>
        {COMPLIANCE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_LABELS[level]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Rechercher"
        type="search"
        maxLength={200}
        value={filter.text}
        placeholder="Nom de l’espace ou du DUERP"
        onChange={(e) => onChange({ ...filter, text: e.target.value })}
      />
    </div>
  );
}
