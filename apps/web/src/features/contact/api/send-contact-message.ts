import { useMutation } from '@tanstack/react-query';
import { type ContactBody, contract } from '@duerp/domain';
import { call } from '@/lib/api-call';

export const sendContactMessage = (body: ContactBody) => call(contract.contact.send, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
