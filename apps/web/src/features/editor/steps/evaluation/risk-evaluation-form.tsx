import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { RISQUE_FIELD_NOUNS } from '@duerp/domain/history';
import {
  ASSESSMENT_MESSAGES,
  EDITOR_MESSAGES,
  UpdateRisqueBodySchema,
  mesuresAChoisir,
  mesuresChoisies,
  type Categorie,
  type EtatDeMesure,
  type MesureProposee,
  type Risque,
  type UpdateRisqueBody,
} from '@duerp/domain/duerp';
import { CRITERIA_PRESENTATION } from '@duerp/domain/risk';
import { RiskEvaluationGrid } from '@/components/risk/risk-evaluation-grid-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { levelText, RatingHistory } from '@/features/duerp';
import { LiveFieldConflicts, useLiveForm } from '@/features/live';
import { CriterionField } from './criterion-field';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { ScorePreview } from './score-preview';
import { MesuresProposeesField } from './mesures-proposees-field';
import type { CatalogueStatus } from './use-catalogue-mesures';

type FormInput = z.input<typeof UpdateRisqueBodySchema>;

export interface RiskEvaluationFormProps {
  idUniteDeTravail: string;
  risque: Risque;
  categories: Categorie[];
  onCancel: () => void;
  onSave: (body: UpdateRisqueBody) => Promise<void>;
  /** A re-rating after this finished action: the current rating goes to the risk's history. */
  reevaluation?: { idAction: string; description: string } | undefined;
  /** The measures the catalogue proposes for the risk (issue 41), and whether they are known. */
  catalogue?: { mesures: readonly MesureProposee[]; status: CatalogueStatus } | undefined;
}

const CRITERIA_ERROR_ID = 'evaluation-criteria-error';
const DIFFERENCIEE_HINT_ID = 'evaluation-differenciee-hint';
const GRID_ID = 'evaluation-grid';

function toFormValues(idUniteDeTravail: string, r: Risque): FormInput {
  return {
    idUniteDeTravail,
    idRisque: r.idRisque,
    idCategorie: r.idCategorie,
    displayName: r.displayName,
    danger: r.danger,
    remarques: r.remarques,
    // Unevaluated stays empty: the schema then asks for every criterion.
    evalGravite: r.evalGravite as number,
    evalFrequence: r.evalFrequence as number,
    evalMaitrise: r.evalMaitrise as number,
    isUserDefined: r.isUserDefined,
    code: r.code,
    mesuresExistantes: r.mesuresExistantes ?? '',
    isExpositionDifferenciee: r.isExpositionDifferenciee ?? false,
    expositionDifferencieeNote: r.expositionDifferencieeNote ?? '',
  };
}

/**
 * The optional fields (issue 16) are sent only when they say something or were already stored,
 * so that saving an older risk adds nothing to it.
 */
function withoutUntouchedOptionals(body: UpdateRisqueBody, stored: Risque): UpdateRisqueBody {
  const out = { ...body };
  if (!out.mesuresExistantes && stored.mesuresExistantes === undefined)
    delete out.mesuresExistantes;
  if (!out.isExpositionDifferenciee && stored.isExpositionDifferenciee === undefined)
    delete out.isExpositionDifferenciee;
  if (!out.expositionDifferencieeNote && stored.expositionDifferencieeNote === undefined)
    delete out.expositionDifferencieeNote;
  return out;
}

/** The evaluation form, validated with the route's own schema; the level follows every click. */
export function RiskEvaluationForm({
  idUniteDeTravail,
  risque,
  categories,
  onCancel,
  onSave,
  reevaluation,
  catalogue,
}: RiskEvaluationFormProps) {
  const [gridShown, setGridShown] = useState(false);
  const [answers, setAnswers] = useState<Record<string, EtatDeMesure>>({});
  const mesures = mesuresAChoisir(risque.mesuresProposees, catalogue?.mesures ?? []).map((m) => ({
    ...m,
    etat: answers[m.idMesure] ?? m.etat,
  }));
  const form = useForm<FormInput, unknown, UpdateRisqueBody>({
    resolver: zodResolver(UpdateRisqueBodySchema),
    defaultValues: toFormValues(idUniteDeTravail, risque),
  });
  const live = useLiveForm(
    form,
    useMemo(() => toFormValues(idUniteDeTravail, risque), [idUniteDeTravail, risque]),
  );
  const { errors, isSubmitting } = form.formState;
  const [gravite, frequence, maitrise, differenciee] = useWatch({
    control: form.control,
    name: ['evalGravite', 'evalFrequence', 'evalMaitrise', 'isExpositionDifferenciee'],
  });
  const criteriaMissing = CRITERIA_PRESENTATION.some((c) => errors[c.field]);
  const submit = form.handleSubmit(async (values) => {
    try {
      const choisies = mesuresChoisies(mesures);
      const body = withoutUntouchedOptionals(
        // Sent once something is answered, or to keep a stored list up to date.
        choisies.length > 0 || risque.mesuresProposees !== undefined
          ? { ...values, mesuresProposees: choisies }
          : values,
        risque,
      );
      await onSave(reevaluation ? { ...body, idActionReevaluation: reevaluation.idAction } : body);
    } catch {
      // Reported by the caller; the entries stay for another try.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <LiveFieldConflicts live={live} nouns={RISQUE_FIELD_NOUNS} />
      {reevaluation && (
        <Alert tone="info" title="Réévaluation après une action terminée">
          L'action « {reevaluation.description} » est terminée. Cotez le risque tel qu'il est
          maintenant : sa cotation actuelle ({levelText(risque)}) sera conservée dans son
          historique.
        </Alert>
      )}
      <div className="space-y-4">
        <TextAreaField
          label="Nom du risque"
          rows={1}
          // Grows with the name: premade names are long sentences.
          className="field-sizing-content"
          // A name is one line: Enter does not start another.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <SelectField
          label="Catégorie"
          error={errors.idCategorie?.message}
          {...form.register('idCategorie')}
        >
          <option value="">Choisissez une catégorie</option>
          {categories.map((c) => (
            <option key={c.idCategorie} value={c.idCategorie}>
              {c.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Danger"
        hint="La source du risque : ce qui peut causer un dommage, dans quelle situation."
        {...form.register('danger')}
      />
      <TextAreaField
        label="Mesures de prévention existantes"
        hint="Ce qui est déjà en place pour ce risque : protections, consignes, formations, équipements."
        error={errors.mesuresExistantes?.message}
        {...form.register('mesuresExistantes')}
      />
      <MesuresProposeesField
        mesures={mesures}
        status={catalogue?.status ?? 'success'}
        onChange={(list) =>
          setAnswers(
            Object.fromEntries(list.flatMap((m) => (m.etat ? [[m.idMesure, m.etat]] : []))),
          )
        }
      />
      <TextAreaField
        label="Remarques"
        hint="Les mesures de prévention déjà en place, les observations utiles."
        {...form.register('remarques')}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">Exposition différenciée femmes / hommes</legend>
        <Checkbox
          label="Exposition différenciée femmes / hommes"
          aria-describedby={DIFFERENCIEE_HINT_ID}
          {...form.register('isExpositionDifferenciee')}
        />
        <p id={DIFFERENCIEE_HINT_ID} className="text-xs text-slate-600">
          {ASSESSMENT_MESSAGES.expositionDifferencieeHelp}
        </p>
        {differenciee && (
          <TextAreaField
            label="En quoi l'exposition diffère"
            hint="Par exemple : postes surtout occupés par des femmes, grossesse, équipements de protection inadaptés."
            error={errors.expositionDifferencieeNote?.message}
            {...form.register('expositionDifferencieeNote')}
          />
        )}
      </fieldset>
      <RatingHistory risque={risque} />
      {risque.infoSeuil && (
        <Alert tone="info" title="Seuil réglementaire">
          {risque.infoSeuil}
        </Alert>
      )}
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">Cotation</h3>
          <Button
            variant="ghost"
            aria-expanded={gridShown}
            aria-controls={GRID_ID}
            onClick={() => setGridShown(!gridShown)}
          >
            Voir la grille d'évaluation
          </Button>
        </div>
        <div id={GRID_ID} hidden={!gridShown} className="rounded-lg border border-slate-200 p-4">
          {gridShown && <RiskEvaluationGrid />}
        </div>
        {CRITERIA_PRESENTATION.map((criterion) => (
          <Controller
            key={criterion.field}
            control={form.control}
            name={criterion.field}
            render={({ field }) => (
              <CriterionField
                criterion={criterion}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors[criterion.field]}
                errorId={CRITERIA_ERROR_ID}
              />
            )}
          />
        ))}
        <ScorePreview
          gravite={gravite}
          frequence={frequence}
          maitrise={maitrise}
          error={criteriaMissing ? EDITOR_MESSAGES.evaluateRisk : undefined}
        />
      </div>
      <FormFooter>
        {criteriaMissing && (
          <div id={CRITERIA_ERROR_ID}>
            <Alert tone="error">{EDITOR_MESSAGES.evaluateAllCriteria}</Alert>
          </div>
        )}
        <CancelAndSubmit onCancel={onCancel} pending={isSubmitting}>
          Enregistrer l'évaluation
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
