import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { SendObservationBody } from '@duerp/domain/collaboration';
import { call } from '@/lib/api-call';

/** « Signaler un risque ou une observation » through a share link, without an account. */
export const sendObservation = ({ token, body }: { token: string; body: SendObservationBody }) =>
  call(contract.observations.send, { params: { token }, body });

export const useSendObservation = () => useMutation({ mutationFn: sendObservation });
