import { OperatorIdentitySchema, PublicPricesResponseSchema } from '@duerp/domain/operator';
import { route } from './route.js';

/** The operator's identity and prices, and the captcha (public). */
export const operator = {
  identity: route({
    method: 'GET',
    path: '/api/public/operator',
    response: OperatorIdentitySchema,
  }),
  prices: route({
    method: 'GET',
    path: '/api/public/prices',
    response: PublicPricesResponseSchema,
  }),
  captcha: route({ method: 'GET', path: '/api/public/captcha/challenge' }),
};
