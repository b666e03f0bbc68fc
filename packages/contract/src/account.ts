import { z } from 'zod';
import {
  LogoutBodySchema,
  MessageResponseSchema,
  MyAccountInfoResponseSchema,
} from '@duerp/domain/auth';
import { DisplayNameBodySchema } from '@duerp/domain/espaces';
import { BillingProfileSchema, UpsertBillingProfileBodySchema } from '@duerp/domain/payment';
import { route } from './route.js';

/** Mon compte: the signed-in person, their archive and billing profiles. */
export const account = {
  logout: route({
    method: 'POST',
    path: '/api/myaccount/logout',
    body: LogoutBodySchema,
    response: MessageResponseSchema,
  }),
  info: route({
    method: 'GET',
    path: '/api/myaccount/info',
    response: MyAccountInfoResponseSchema,
  }),
  /** Issue 47: the person's « prénom et nom », shown wherever they are named. */
  setDisplayName: route({
    method: 'POST',
    path: '/api/myaccount/display-name',
    body: DisplayNameBodySchema,
    response: MessageResponseSchema,
  }),
  sendResetPasswordEmail: route({
    method: 'POST',
    path: '/api/myaccount/sendresetpwdemail',
    response: MessageResponseSchema,
  }),
  archive: route({ method: 'GET', path: '/api/myaccount/archive' }),
  billingProfiles: route({
    method: 'GET',
    path: '/api/myaccount/mybillingprofiles',
    response: z.array(BillingProfileSchema),
  }),
  upsertBillingProfile: route({
    method: 'POST',
    path: '/api/myaccount/mybillingprofiles/upsert',
    body: UpsertBillingProfileBodySchema,
    response: BillingProfileSchema,
  }),
};
