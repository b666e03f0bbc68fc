import { isLightPathOffered, type ModeRps, type UniteRps } from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Tabs } from '@/components/ui/tabs';
import { EditableArea } from '../../components/editable-area';
import { LightPath } from './light-path';
import { RpsSynthesis } from './rps-synthesis';
import { SeanceForm } from './seance-form';
import { SessionScreen } from './session-screen';
import type { useRpsLocation } from './use-rps-location';
import { useRpsSave } from './use-rps-save';

const MODE_CHOICES = [
  { value: 'groupe', label: 'Séance collective' },
  { value: 'simplifie', label: 'Auto-évaluation simplifiée' },
] as const;

const GROUP_TABS = [
  { id: 'preparation', label: 'Préparation' },
  { id: 'seance', label: 'Séance' },
  { id: 'synthese', label: 'Synthèse et actions' },
];
const LIGHT_TABS = [
  { id: 'seance', label: 'Auto-évaluation' },
  { id: 'synthese', label: 'Synthèse et actions' },
];

/** One RPS unit: its path (group or light), then its preparation, session and synthesis. */
export function RpsUnitView({
  duerp,
  unite,
  location,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  location: ReturnType<typeof useRpsLocation>;
}) {
  const { save } = useRpsSave(duerp, 'updateListUnitesRps');
  const light = unite.mode === 'simplifie';
  const view = light && location.view === 'preparation' ? 'seance' : location.view;
  const offered = isLightPathOffered(duerp.data.entreprise?.nombreEmployes);
  const changeMode = (mode: ModeRps) =>
    void save({
      unitesRps: (duerp.data.risquesPsychosociaux?.unitesRps ?? []).map((u) => ({
        idUniteRps: u.idUniteRps,
        displayName: u.displayName,
        idsUnitesDeTravail: u.idsUnitesDeTravail,
        mode: u.idUniteRps === unite.idUniteRps ? mode : u.mode,
      })),
    }).catch(() => undefined);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
          Unité RPS « {unite.displayName} »
        </h3>
        <Button variant="secondary" onClick={() => location.open(null)}>
          <span aria-hidden="true">←</span> Toutes les unités RPS
        </Button>
      </div>
      {(offered || light) && (
        <EditableArea>
          <ChoiceGroup
            legend="Parcours d'évaluation"
            choices={MODE_CHOICES}
            value={unite.mode}
            onChange={changeMode}
          />
          <p className="mt-1 text-xs text-slate-600">
            Moins de 50 salariés et un bon dialogue social : une personne de la direction peut
            répondre seule à une auto-évaluation plus courte, qui donne les mêmes niveaux par
            famille.
          </p>
        </EditableArea>
      )}
      <Tabs
        label="Écrans de l'unité RPS"
        tabs={light ? LIGHT_TABS : GROUP_TABS}
        selectedId={view}
        onSelect={(id) => location.show(id as typeof view)}
      >
        {view === 'synthese' ? (
          <RpsSynthesis duerp={duerp} unite={unite} />
        ) : light ? (
          <LightPath duerp={duerp} unite={unite} />
        ) : view === 'seance' ? (
          <SessionScreen
            duerp={duerp}
            unite={unite}
            onPrepare={() => location.show('preparation')}
          />
        ) : (
          <SeanceForm duerp={duerp} unite={unite} onStarted={() => location.show('seance')} />
        )}
      </Tabs>
    </div>
  );
}
