import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

export const togglePapripact = ({
  id,
  isPapripactEnabled,
}: {
  id: string;
  isPapripactEnabled: boolean;
}) => call(contract.duerp.togglePapripact, { params: { id }, body: { isPapripactEnabled } });

export const useTogglePapripact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: togglePapripact,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
