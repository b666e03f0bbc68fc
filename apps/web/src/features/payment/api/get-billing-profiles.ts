import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

export const getBillingProfiles = () => call(contract.account.billingProfiles);

export const getBillingProfilesQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.billingProfiles(), queryFn: getBillingProfiles });

export const useBillingProfiles = () => useQuery(getBillingProfilesQueryOptions());
