import {
  VerificationCodeParamsSchema,
  VerificationResultSchema,
  VerifyFingerprintBodySchema,
} from '@duerp/domain/access';
import { route } from './route.js';

/** Issue 22: checking that a PDF is a genuine version (public). */
export const verifier = {
  byCode: route({
    method: 'GET',
    path: '/api/public/verifier/code/:code',
    params: VerificationCodeParamsSchema,
    response: VerificationResultSchema,
  }),
  byFingerprint: route({
    method: 'POST',
    path: '/api/public/verifier/empreinte',
    body: VerifyFingerprintBodySchema,
    response: VerificationResultSchema,
  }),
};
