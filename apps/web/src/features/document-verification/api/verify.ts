import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { sha256File } from '../utils/sha256-file';

export const verifyCode = (code: string) => call(contract.verifier.byCode, { params: { code } });

/** Only the file's SHA-256 is sent. */
export const verifyFile = async (file: Blob) =>
  call(contract.verifier.byFingerprint, { body: { sha256: await sha256File(file) } });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
export const useVerifyFile = () => useMutation({ mutationFn: verifyFile });
