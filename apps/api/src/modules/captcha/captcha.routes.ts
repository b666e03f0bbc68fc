import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptchaChallenge } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/captcha/challenge',
    { schema: { tags: ['Authentification'], summary: 'Défi ALTCHA (preuve de travail)' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createCaptchaChallenge(app.deps.env);
    },
  );
};
