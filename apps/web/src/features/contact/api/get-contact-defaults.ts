import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const getContactDefaults = () => call(contract.contact.defaults);

export const contactDefaultsQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'defaults'], queryFn: getContactDefaults });

export const useContactDefaults = () => useQuery(contactDefaultsQueryOptions());
