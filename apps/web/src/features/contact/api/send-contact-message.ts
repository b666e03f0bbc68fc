import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@duerp/domain/contact';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const sendContactMessage = (body: ContactBody) => call(contract.contact.send, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
