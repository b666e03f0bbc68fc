import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { SpstSettingsBody } from '@duerp/domain/compliance';
import { call } from '@/lib/api-call';

const spstSettingsKey = (espaceId: string) => ['espaces', espaceId, 'spst'] as const;

export const getSpstSettingsQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: spstSettingsKey(espaceId),
    queryFn: () => call(contract.compliance.spstSettings, { params: { espaceId } }),
  });

export const useSpstSettings = (espaceId: string | null) =>
  useQuery({ ...getSpstSettingsQueryOptions(espaceId ?? ''), enabled: espaceId !== null });

export const saveSpstSettings = ({
  espaceId,
  body,
}: {
  espaceId: string;
  body: SpstSettingsBody;
}) => call(contract.compliance.saveSpstSettings, { params: { espaceId }, body });

export const useSaveSpstSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSpstSettings,
    onSuccess: (saved, { espaceId }) => client.setQueryData(spstSettingsKey(espaceId), saved),
  });
};
