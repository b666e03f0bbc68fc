import {
  AccountCreateBodySchema,
  AccountInfoBodySchema,
  AccountInfoResponseSchema,
  DelegateLoginBodySchema,
  MessageResponseSchema,
  RefreshBodySchema,
  ResetPasswordBodySchema,
  ResetSendLinkBodySchema,
  TokenNewBodySchema,
  TokenPairSchema,
} from '@duerp/domain/auth';
import { route } from './route.js';

/** Signing in, creating an account, resetting a password (public routes). */
export const auth = {
  accountInfo: route({
    method: 'POST',
    path: '/api/public/account/info',
    body: AccountInfoBodySchema,
    response: AccountInfoResponseSchema,
  }),
  signIn: route({
    method: 'POST',
    path: '/api/public/token/new',
    body: TokenNewBodySchema,
    response: TokenPairSchema,
  }),
  delegateSignIn: route({
    method: 'POST',
    path: '/api/public/token/dg',
    body: DelegateLoginBodySchema,
    response: TokenPairSchema,
  }),
  createAccount: route({
    method: 'POST',
    path: '/api/public/account/create',
    body: AccountCreateBodySchema,
    response: TokenPairSchema,
  }),
  sendResetLink: route({
    method: 'POST',
    path: '/api/public/resetpwd/sendlink',
    body: ResetSendLinkBodySchema,
    response: MessageResponseSchema,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/public/resetpwd/reset',
    body: ResetPasswordBodySchema,
    response: MessageResponseSchema,
  }),
  refresh: route({
    method: 'POST',
    path: '/api/public/token/refresh',
    body: RefreshBodySchema,
    response: TokenPairSchema,
  }),
};
