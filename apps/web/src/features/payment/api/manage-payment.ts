import { contract } from '@duerp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { useResetOnReturn } from '../hooks/use-reset-on-return';

export interface ManagePaymentBody {
  returnUrl: string;
  billingProfileId: string;
}

export const managePayment = (body: ManagePaymentBody) => call(contract.payment.manage, { body });

/** Opens the provider's page for the profile's payment methods and invoices. */
export const useManagePayment = () => {
  const mutation = useMutation({
    mutationFn: managePayment,
    onSuccess: ({ managePageUrl }) => window.location.assign(managePageUrl),
  });
  useResetOnReturn(mutation.reset);
  return mutation;
};
