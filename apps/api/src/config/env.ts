import { resolve } from 'node:path';
import { z } from 'zod';
import { operatorEnvShape, refineOperatorEnv } from './operator-env.js';

const DEV_SECRET = 'dev-secret-change-me-dev-secret-change-me';

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000, 0),
    HOST: z.string().default('0.0.0.0'),
    /** Set: the one address of links and return URLs. Unset: the address the browser used. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Whose X-Forwarded-For to believe: unset/false nobody, true every hop, or the proxies'
     * addresses (comma-separated IPs or CIDRs, e.g. 127.0.0.1 behind the nginx of deploy/).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): boolean | string[] => {
        const value = (v ?? '').trim();
        if (['', 'false', '0'].includes(value)) return false;
        if (['true', '1'].includes(value)) return true;
        const addresses = value.split(',').map((a) => a.trim());
        if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a))) return addresses;
        ctx.addIssue({
          code: 'custom',
          message: 'true, false ou une liste d’adresses IP (ou CIDR) séparées par des virgules',
        });
        return z.NEVER;
      }),
    WEB_DIST_DIR: z.string().optional(),

    JWT_SECRET: z.string().min(32).default(DEV_SECRET),
    CAPTCHA_HMAC_SECRET: z.string().min(32).default(DEV_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: int(900, 10),
    REFRESH_TOKEN_TTL_DAYS: int(30, 1),
    /** A rotated refresh token presented again within this delay is a lost answer, not a theft. */
    REFRESH_REUSE_GRACE_SECONDS: int(20, 0),
    RESET_TOKEN_TTL_MINUTES: int(60, 1),
    DELEGATE_TOKEN_TTL_MINUTES: int(15, 1),
    DELEGATE_MASTER_KEY: z.string().min(16).optional(),

    /** SHA-256 attempts of the proof of work: about 1 s on a mid-range phone (bench:captcha). */
    CAPTCHA_COUNTER_MIN: int(5_000, 0),
    CAPTCHA_COUNTER_MAX: int(10_000, 1),
    CAPTCHA_EXPIRES_SECONDS: int(900, 10),

    RATE_LIMIT_WINDOW_SECONDS: int(60, 1),
    RATE_LIMIT_MAX_PER_IP: int(30, 1),
    RATE_LIMIT_MAX_PER_EMAIL: int(10, 1),
    /** Accepted observations one share link takes a quarter of an hour: a 50-person workshop's. */
    OBSERVATIONS_MAX_PER_LINK: int(200, 1),
    /** Shared by every download of the process, so that downloads never take the CPU from the rest. */
    DOWNLOAD_BANDWIDTH_MB_PER_SECOND: int(64, 0),

    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('DUERP en ligne <no-reply@duerp.local>'),
    SUPPORT_EMAIL: z.email().default('support@duerp.local'),

    STANDARD_PLAN_PRICE_HT: z.coerce.number().min(0).max(100_000).default(99),
    PREMIUM_PLAN_PRICE_HT: z.coerce.number().min(0).max(100_000).default(299),
    /** Where purchases are paid: the built-in test provider (no real payment) or Stripe. */
    PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Stripe's API origin; tests point it at a local stand-in. */
    STRIPE_API_BASE: z.url().optional(),
    RENEWAL_INTERVAL_MINUTES: int(60, 0),
    /** How often the reminder e-mails (update due dates, late actions) are looked for; 0 = never. */
    REMINDER_INTERVAL_MINUTES: int(60, 0),
    ...operatorEnvShape,

    ALLOWED_EMAILS: z.string().default(''),
    DEFAULT_MAX_DUERPS: int(5, 1),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['JWT_SECRET', 'CAPTCHA_HMAC_SECRET'] as const) {
      if (env[key] === DEV_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'le secret par défaut est refusé en production',
        });
      }
    }
  })
  .superRefine(refineOperatorEnv)
  .superRefine((env, ctx) => {
    const stripe = env.PAYMENT_PROVIDER === 'stripe';
    if (stripe && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'requis avec PAYMENT_PROVIDER=stripe',
      });
    if (stripe && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'requis avec PAYMENT_PROVIDER=stripe',
      });
    if (!stripe && env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'STRIPE_SECRET_KEY est défini : choisissez PAYMENT_PROVIDER=stripe (ou retirez la clé)',
      });
  })
  .refine((env) => env.CAPTCHA_COUNTER_MIN <= env.CAPTCHA_COUNTER_MAX, {
    path: ['CAPTCHA_COUNTER_MIN'],
    message: 'doit être inférieur ou égal à CAPTCHA_COUNTER_MAX',
  });

export type Env = z.infer<typeof EnvSchema>;

/** Parses a configuration, throwing one error that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) {
    // Relative folders are read from where the user ran npm, not from the workspace npm moved to.
    const base = source.INIT_CWD ?? process.cwd();
    return {
      ...result.data,
      DATA_DIR: resolve(base, result.data.DATA_DIR),
      WEB_DIST_DIR: result.data.WEB_DIST_DIR && resolve(base, result.data.WEB_DIST_DIR),
    };
  }
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
}
