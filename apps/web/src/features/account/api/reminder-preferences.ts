import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ReminderPreferences } from '@duerp/domain/living-document';
import { call } from '@/lib/api-call';

const key = ['account', 'reminder-preferences'] as const;

export const getReminderPreferences = () => call(contract.reminders.preferences);

export const reminderPreferencesQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: getReminderPreferences });

export const useReminderPreferences = () => useQuery(reminderPreferencesQueryOptions());

export const saveReminderPreferences = (body: ReminderPreferences) =>
  call(contract.reminders.savePreferences, { body });

export const useSaveReminderPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReminderPreferences,
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
};
