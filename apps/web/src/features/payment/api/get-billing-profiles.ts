import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingProfile } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { paymentKeys } from './cache';

export const getBillingProfiles = () =>
  api.get<BillingProfile[]>('/api/myaccount/mybillingprofiles');

export const getBillingProfilesQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.billingProfiles(), queryFn: getBillingProfiles });

export const useBillingProfiles = () => useQuery(getBillingProfilesQueryOptions());
