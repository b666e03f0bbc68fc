import { MessageResponseSchema } from '@duerp/domain/auth';
import {
  ContactBodySchema,
  ContactDefaultsResponseSchema,
  PublicContactBodySchema,
} from '@duerp/domain/contact';
import { route } from './route.js';

/** The contact form, signed in or not. */
export const contact = {
  sendPublic: route({
    method: 'POST',
    path: '/api/public/contact',
    body: PublicContactBodySchema,
    response: MessageResponseSchema,
  }),
  defaults: route({
    method: 'GET',
    path: '/api/contact/defaults',
    response: ContactDefaultsResponseSchema,
  }),
  send: route({
    method: 'POST',
    path: '/api/contact',
    body: ContactBodySchema,
    response: MessageResponseSchema,
  }),
};
