import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, EtatDeMesure } from '@duerp/domain/duerp';
import type { ModeleUnite } from '@duerp/domain/premade';
import { isApiStatus, toastApiError } from '@/lib/api-errors';
import { getDuerpQueryOptions } from '@/features/duerp';
import { useUpdateListRisques } from '../../api/update-list-risques';
import { useUpdateUnites, uniteListBody } from '../../api/update-unites';
import { modelRiskList, withAnswer, type Question } from './model-plan';

/**
 * The writes of the sector start, through the editor's own list writes: the chosen units, then
 * each unit's risks; then one list write per answer, so that every answer is on the server as
 * soon as it is given. A newer revision met on the way (409: someone else saved) gets the
 * answer applied again on the latest document, which the answer alone changes.
 */
export function useSectorStart(duerp: DuerpDocument) {
  const client = useQueryClient();
  const unites = useUpdateUnites();
  const risques = useUpdateListRisques();
  const [starting, setStarting] = useState(false);

  const latest = () => client.fetchQuery({ ...getDuerpQueryOptions(duerp.id), staleTime: 0 });

  const start = async (chosen: readonly ModeleUnite[]) => {
    setStarting(true);
    try {
      const ids = chosen.map(() => crypto.randomUUID());
      let document = await unites.mutateAsync({
        id: duerp.id,
        revision: duerp.revision,
        body: uniteListBody(
          chosen.map((u, i) => ({ idUniteDeTravail: ids[i]!, displayName: u.displayName })),
        ),
      });
      for (const [i, unite] of chosen.entries()) {
        document = await risques.mutateAsync({
          id: duerp.id,
          revision: document.revision,
          body: { idUniteDeTravail: ids[i]!, ...modelRiskList(unite) },
        });
      }
    } catch (error) {
      toastApiError(error);
    } finally {
      setStarting(false);
    }
  };

  const answer = async ({ unite, risque, mesure }: Question, etat: EtatDeMesure) => {
    const send = (document: DuerpDocument) => {
      const stored = document.data.unitesDeTravail.find(
        (u) => u.idUniteDeTravail === unite.idUniteDeTravail,
      );
      if (!stored) return Promise.resolve(document);
      return risques.mutateAsync({
        id: duerp.id,
        revision: document.revision,
        body: {
          idUniteDeTravail: unite.idUniteDeTravail,
          ...withAnswer(stored, risque.idRisque, mesure, etat),
        },
      });
    };
    try {
      await send(duerp).catch(async (error: unknown) => {
        if (!isApiStatus(error, 409)) throw error;
        await send(await latest());
      });
    } catch (error) {
      toastApiError(error);
    }
  };

  return { start, answer, starting, answering: risques.isPending && !starting };
}
