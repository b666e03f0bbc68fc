import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendResetPasswordEmail = () => api.post('/api/myaccount/sendresetpwdemail');

export const useSendResetPasswordEmail = () => useMutation({ mutationFn: sendResetPasswordEmail });
