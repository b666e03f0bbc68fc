import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateAmbiancesThermiquesBody, contract } from '@duerp/domain';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Step 5 (issue 42): the unit « Non concerné » by the thermal environment, or not. */
export const updateAmbiancesThermiques = ({
  id,
  body,
}: {
  id: string;
  body: UpdateAmbiancesThermiquesBody;
}) => call(contract.duerp.updateAmbiancesThermiques, { params: { id }, body });

export const useUpdateAmbiancesThermiques = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAmbiancesThermiques,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
