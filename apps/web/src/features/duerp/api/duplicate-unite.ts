import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateUniteBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

export interface DuplicateUniteInput extends DuplicateUniteBody {
  id: string;
}

/** Step 3 "Dupliquer l'unité": the server copies the unit with its risks (and actions if asked). */
export const duplicateUnite = ({ id, ...body }: DuplicateUniteInput) =>
  call(contract.duerp.duplicateUnite, { params: { id }, body });

export const useDuplicateUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
