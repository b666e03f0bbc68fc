import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreferences } from '@duerp/domain';
import { api } from '@/lib/api-client';

const key = ['account', 'reminder-preferences'] as const;

export const getReminderPreferences = () =>
  api.get<ReminderPreferences>('/api/myaccount/reminder-preferences');

export const reminderPreferencesQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: getReminderPreferences });

export const useReminderPreferences = () => useQuery(reminderPreferencesQueryOptions());

export const saveReminderPreferences = (body: ReminderPreferences) =>
  api.put<ReminderPreferences>('/api/myaccount/reminder-preferences', body);

export const useSaveReminderPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReminderPreferences,
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
};
