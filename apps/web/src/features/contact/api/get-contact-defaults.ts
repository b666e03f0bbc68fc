import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactDefaultsResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const getContactDefaults = () => api.get<ContactDefaultsResponse>('/api/contact/defaults');

export const contactDefaultsQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'defaults'], queryFn: getContactDefaults });

export const useContactDefaults = () => useQuery(contactDefaultsQueryOptions());
