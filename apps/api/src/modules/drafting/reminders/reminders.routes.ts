import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerIp } from '../../../plugins/rate-limit.js';
import {
  getReminderPreferences,
  saveReminderPreferences,
  unsubscribe,
} from './reminder-preferences.service.js';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page.js';

const tags = ['Rappels par e-mail'];

/** The account's choice of reminder e-mails, shown and changed on /my-account. */
export const reminderPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.reminders.preferences, { tags }),
    config: { access: onPerson },
    handler: (request) => getReminderPreferences(deps, request.accountId),
  });
  app.route({
    ...fromContract(contract.reminders.savePreferences, { tags }),
    config: { access: onPerson },
    handler: (request) => saveReminderPreferences(deps, request.accountId, request.body),
  });
};

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link of
 * the List-Unsubscribe header; a person following the link gets a page that confirms first.
 * Public, so rate-limited per IP like the other public routes.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.route({
    ...fromContract(contract.reminders.unsubscribePage, { tags }),
    handler: async (request, reply) => {
      const token = request.query.token ?? '';
      return reply
        .type('text/html; charset=utf-8')
        .send(token ? confirmPage(token) : invalidPage());
    },
  });

  app.route({
    ...fromContract(contract.reminders.unsubscribe, { tags }),
    handler: async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const token = request.query.token ?? (typeof form.token === 'string' ? form.token : '');
      const type = token ? await unsubscribe(deps, token) : null;
      return reply
        .code(type ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(type ? donePage(type) : invalidPage());
    },
  });
};
