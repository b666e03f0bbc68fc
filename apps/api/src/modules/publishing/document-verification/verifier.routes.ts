import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { limitPerIp } from '../../../plugins/rate-limit.js';
import { verifyCode, verifyFingerprint } from './verifier.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Vérification des documents'];

/** Public, rate-limited: anyone holding a printed or downloaded DUERP can check it. */
export const verifierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);

  app.route({
    ...fromContract(contract.verifier.byCode, { tags }),
    handler: (request) => verifyCode(deps, request.params.code),
  });

  app.route({
    ...fromContract(contract.verifier.byFingerprint, { tags }),
    bodyLimit: BODY_LIMITS.default,
    handler: (request) => verifyFingerprint(deps, request.body.sha256),
  });
};
