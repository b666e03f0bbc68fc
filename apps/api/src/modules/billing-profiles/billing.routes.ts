import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillingProfileSchema, UpsertBillingProfileBodySchema } from '@duerp/domain';
import { onEspace, requireAccount } from '../../plugins/authenticate.js';
import { listBillingProfiles, upsertBillingProfile } from './billing.service.js';

const tags = ['Mon compte – facturation'];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.get(
    '/api/myaccount/mybillingprofiles',
    {
      config: { access: onEspace('billing') },
      schema: { tags, response: { 200: z.array(BillingProfileSchema) } },
    },
    (request) => listBillingProfiles(app.deps, request.espace.espaceId),
  );
  app.post(
    '/api/myaccount/mybillingprofiles/upsert',
    {
      config: { access: onEspace('billing') },
      schema: {
        tags,
        body: UpsertBillingProfileBodySchema,
        response: { 200: BillingProfileSchema },
      },
    },
    (request) => upsertBillingProfile(app.deps, request.espace.espaceId, request.body),
  );
};
