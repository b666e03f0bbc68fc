import { useMutation } from '@tanstack/react-query';
import type { PublicContactBody } from '@duerp/domain/contact';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const sendPublicContactMessage = (body: PublicContactBody) =>
  call(contract.contact.sendPublic, { body });

export const useSendPublicContactMessage = () =>
  useMutation({ mutationFn: sendPublicContactMessage });
