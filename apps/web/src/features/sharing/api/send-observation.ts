import { useMutation } from '@tanstack/react-query';
import type { SendObservationBody } from '@duerp/domain';
import { api } from '@/lib/api-client';

/** « Signaler un risque ou une observation » through a share link, without an account. */
export const sendObservation = ({ token, body }: { token: string; body: SendObservationBody }) =>
  api.post<{ message: string }>(
    `/api/public/partage/${encodeURIComponent(token)}/observations`,
    body,
  );

export const useSendObservation = () => useMutation({ mutationFn: sendObservation });
