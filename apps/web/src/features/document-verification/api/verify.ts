import { useMutation } from '@tanstack/react-query';
import type { VerificationResult } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { sha256File } from '../utils/sha256-file';

export const verifyCode = (code: string) =>
  api.get<VerificationResult>(`/api/public/verifier/code/${encodeURIComponent(code)}`);

/** Only the file's SHA-256 is sent. */
export const verifyFile = async (file: Blob) =>
  api.post<VerificationResult>('/api/public/verifier/empreinte', {
    sha256: await sha256File(file),
  });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
export const useVerifyFile = () => useMutation({ mutationFn: verifyFile });
