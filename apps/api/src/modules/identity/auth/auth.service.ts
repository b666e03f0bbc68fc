import { hash, verify } from '@node-rs/argon2';
import {
  AUTH_MESSAGES,
  normalizeEmail,
  type AccountCreateBody,
  type AccountInfoResponse,
  type DelegateLoginBody,
  type ResetPasswordBody,
  type TokenPair,
} from '@duerp/domain/auth';
import { personalEspaceName } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { constantTimeEquals, hashToken, newOpaqueToken } from '../../../lib/secure-token.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../../errors.js';
import { writeAudit } from '../../platform/audit/index.js';
import { verifyCaptcha } from '../../platform/captcha/index.js';
import { resetPasswordMail } from '../../platform/mail/index.js';
import { insertEspace } from '../espaces/index.js';
import { isEmailAllowed, parseAllowedEmailsSetting } from './allow-list.js';
import {
  consumeAllSingleUseTokensOfAccount,
  consumeSingleUseToken,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  insertSingleUseToken,
  type AccountRow,
  revokeAllRefreshTokensOfAccount,
  updateAccountPassword,
  listAllowedPatterns,
} from './auth.repository.js';
import { openSession } from './sessions.service.js';

export const ACCOUNT_EXISTS_MESSAGE =
  'Un compte existe déjà avec cette adresse email. Veuillez vous connecter.';
export const RESET_LINK_INVALID_MESSAGE =
  'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.';
const DELEGATE_REFUSED_MESSAGE = 'Identifiants invalides.';

// A hash of a random password, verified when the e-mail is unknown so that both paths cost the same.
const decoyHash = hash(newOpaqueToken());

export async function isAllowed(deps: Deps, email: string): Promise<boolean> {
  const patterns = [
    ...parseAllowedEmailsSetting(deps.env.ALLOWED_EMAILS),
    ...(await listAllowedPatterns(deps.db)),
  ];
  return isEmailAllowed(email, patterns);
}

export async function getAccountInfo(deps: Deps, rawEmail: string): Promise<AccountInfoResponse> {
  const email = normalizeEmail(rawEmail);
  const account = await findAccountByEmail(deps.db, email);
  return { isAllowed: await isAllowed(deps, email), isSetup: account !== null };
}

/**
 * Inserts an account with its personal espace, of which it is the Propriétaire, in one
 * transaction; null when the e-mail is already taken.
 */
export function insertAccountWithEspace(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<AccountRow | null> {
  return db.transaction(async (tx) => {
    const account = await insertAccount(tx, email, passwordHash);
    if (account) {
      const name = personalEspaceName(email);
      await insertEspace(tx, { name, ownerId: account.id, personal: true });
    }
    return account;
  });
}

export async function createAccount(deps: Deps, body: AccountCreateBody): Promise<TokenPair> {
  const email = normalizeEmail(body.emailAddress);
  if (!(await isAllowed(deps, email))) throw forbidden(AUTH_MESSAGES.notAllowed);
  await verifyCaptcha(deps.db, deps.env, body.captchaToken);
  const account = await insertAccountWithEspace(deps.db, email, await hash(body.newPassword));
  if (!account) throw conflict(ACCOUNT_EXISTS_MESSAGE);
  return openSession(deps, account.id);
}

export async function signIn(deps: Deps, rawEmail: string, password: string): Promise<TokenPair> {
  const email = normalizeEmail(rawEmail);
  const account = await findAccountByEmail(deps.db, email);
  const valid = await verify(account?.passwordHash ?? (await decoyHash), password);
  if (!account || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!(await isAllowed(deps, email))) throw forbidden(AUTH_MESSAGES.notAllowed);
  return openSession(deps, account.id);
}

/** `origin`: where the application is reached (appOrigin: PUBLIC_URL, else the browser's address). */
export function resetLink(origin: string, email: string, token: string): string {
  const url = new URL('/resetpwd', origin);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Mails a single-use reset link when the account exists; silent otherwise (no enumeration). */
export async function sendResetLink(deps: Deps, rawEmail: string, origin: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, normalizeEmail(rawEmail));
  if (account) await sendResetLinkToAccount(deps, account.id, origin);
}

export async function sendResetLinkToAccount(
  deps: Deps,
  accountId: string,
  origin: string,
): Promise<void> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) return;
  const token = newOpaqueToken();
  await insertSingleUseToken(deps.db, 'passwordReset', {
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.env.RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  await deps.mailer.send(
    resetPasswordMail(
      account.email,
      resetLink(origin, account.email, token),
      deps.env.RESET_TOKEN_TTL_MINUTES,
    ),
  );
}

/**
 * Sets a new password from a reset link. Every other reset link of the account dies with it, and
 * every open session of the account is closed. Returns the account.
 */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<string> {
  const account = await findAccountByEmail(deps.db, normalizeEmail(body.emailAddress));
  if (!account) throw badRequest(RESET_LINK_INVALID_MESSAGE);
  const passwordHash = await hash(body.newPassword);
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeSingleUseToken(
      tx,
      'passwordReset',
      account.id,
      hashToken(body.resetPasswordToken),
    );
    if (!consumed) throw badRequest(RESET_LINK_INVALID_MESSAGE);
    await consumeAllSingleUseTokensOfAccount(tx, 'passwordReset', account.id);
    await updateAccountPassword(tx, account.id, passwordHash);
    await revokeAllRefreshTokensOfAccount(tx, account.id);
  });
  return account.id;
}

/**
 * Support sign-in as a user: needs the server's master key AND a single-use token issued for
 * that user by the admin CLI. Every attempt is audited.
 */
export async function delegateSignIn(
  deps: Deps,
  body: DelegateLoginBody,
  ip: string,
): Promise<TokenPair> {
  const masterKey = deps.env.DELEGATE_MASTER_KEY;
  const account = await findAccountByEmail(deps.db, normalizeEmail(body.em));
  const keyOk = masterKey !== undefined && constantTimeEquals(body.dmk, masterKey);
  const tokenOk =
    keyOk &&
    account !== null &&
    (await consumeSingleUseToken(deps.db, 'delegate', account.id, hashToken(body.dut)));
  await writeAudit(deps.db, {
    accountId: account?.id ?? null,
    action: tokenOk ? 'delegate_login.success' : 'delegate_login.refused',
    ip,
  });
  if (!tokenOk || !account) throw unauthorized(DELEGATE_REFUSED_MESSAGE);
  return openSession(deps, account.id, { delegated: true });
}

/** Issues a delegate token for the admin CLI; returns the clear token (shown once). */
export async function issueDelegateToken(deps: Deps, rawEmail: string): Promise<string> {
  const account = await findAccountByEmail(deps.db, normalizeEmail(rawEmail));
  if (!account) throw new Error(`Aucun compte pour ${rawEmail}`);
  const token = newOpaqueToken();
  await insertSingleUseToken(deps.db, 'delegate', {
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.env.DELEGATE_TOKEN_TTL_MINUTES * 60_000),
  });
  await writeAudit(deps.db, { accountId: account.id, action: 'delegate_token.issued' });
  return token;
}
