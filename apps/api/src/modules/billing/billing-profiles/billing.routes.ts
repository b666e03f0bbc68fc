import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { listBillingProfiles, upsertBillingProfile } from './billing.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Mon compte – facturation'];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.account.billingProfiles, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) => listBillingProfiles(app.deps, request.espace.espaceId),
  });
  app.route({
    ...fromContract(contract.account.upsertBillingProfile, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) => upsertBillingProfile(app.deps, request.espace.espaceId, request.body),
  });
};
