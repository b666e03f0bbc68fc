import { useState } from 'react';
import { localDay } from '@duerp/domain/calendar';
import {
  RPS_METHOD_SOURCE,
  syntheseUniteRps,
  type ActionRps,
  type FamilleRpsId,
  type UniteRps,
} from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { FamilyLevelCard } from './family-level-card';
import { RpsActionDialog, type RpsActionTarget } from './rps-action-dialog';
import { RpsActionList } from './rps-action-list';

/**
 * The synthesis of an RPS unit: a colour per family computed from the answers (the group may
 * retain another level, with its reason), and the actions on each family or one of its factors.
 */
export function RpsSynthesis({ duerp, unite }: { duerp: DuerpDocument; unite: UniteRps }) {
  const [editing, setEditing] = useState<RpsActionTarget | null>(null);
  const add = (famille: FamilleRpsId) =>
    setEditing({ unite, action: null, famille, today: localDay() });
  const edit = (action: ActionRps, famille: FamilleRpsId) =>
    setEditing({ unite, action, famille, today: localDay() });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Le niveau de chaque famille est calculé à partir des réponses du groupe (une réponse «
        souvent » à une question sur un soutien ou une ressource compte comme un risque faible). Le
        groupe peut retenir un autre niveau en disant pourquoi.
      </p>
      <ul className="space-y-4">
        {syntheseUniteRps(unite).map((famille) => (
          <li key={famille.famille}>
            <FamilyLevelCard duerp={duerp} unite={unite} famille={famille}>
              <RpsActionList
                duerp={duerp}
                unite={unite}
                famille={famille.famille}
                onAdd={() => add(famille.famille)}
                onEdit={(action) => edit(action, famille.famille)}
              />
            </FamilyLevelCard>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{RPS_METHOD_SOURCE}.</p>
      <RpsActionDialog duerp={duerp} target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
