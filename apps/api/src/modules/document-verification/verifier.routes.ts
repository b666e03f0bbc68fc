import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VerificationCodeParamsSchema,
  VerificationResultSchema,
  VerifyFingerprintBodySchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { verifyCode, verifyFingerprint } from './verifier.service.js';

const tags = ['Vérification des documents'];

/** Public, rate-limited: anyone holding a printed or downloaded DUERP can check it. */
export const verifierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);

  app.get(
    '/api/public/verifier/code/:code',
    {
      schema: {
        tags,
        params: VerificationCodeParamsSchema,
        response: { 200: VerificationResultSchema },
      },
    },
    (request) => verifyCode(deps, request.params.code),
  );

  app.post(
    '/api/public/verifier/empreinte',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        body: VerifyFingerprintBodySchema,
        response: { 200: VerificationResultSchema },
      },
    },
    (request) => verifyFingerprint(deps, request.body.sha256),
  );
};
