import { contract } from '@duerp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptchaChallenge } from './captcha.service.js';
import { fromContract } from '../../../lib/contract-route.js';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.operator.captcha, {
      tags: ['Authentification'],
      summary: 'Défi ALTCHA (preuve de travail)',
    }),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createCaptchaChallenge(app.deps.env);
    },
  });
};
