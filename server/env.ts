import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const themeId = z.enum(['hr', 'accounting']);

/** "1"/"true" or "0"/"false" → boolean. */
const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

const url = (name: string) =>
  z
    .string()
    .optional()
    .refine((v) => !v || URL.canParse(v), { message: `${name} must be a URL` });

/** Every configuration variable; the README's configuration table lists the same set. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url('DATABASE_URL').refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Page cache of the embedded database (ADR 044); the OS file cache sits under it. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size like 32MB or 256MB')
    .default('32MB'),
  REDIS_URL: url('REDIS_URL'),
  /** Prepended to this deployment's counter keys in Redis, so several deployments can share one server. */
  REDIS_KEY_PREFIX: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9:_.-]*$/, 'REDIS_KEY_PREFIX may hold only letters, digits and : _ . -')
    .default(''),
  PUBLIC_URL: url('PUBLIC_URL'),
  /** Extra host names (comma separated) this site answers for; links keep the PUBLIC_URL scheme and port. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine((v) => v.split(',').every((h) => !h.trim() || /^[a-z0-9.-]+$/i.test(h.trim())), {
      message: 'ALLOWED_HOSTS must be comma-separated host names',
    }),
  THEME: themeId.default('hr'),
  /** "host=theme" pairs, comma separated: "kadry.example.ua=hr,buh.example.ua=accounting". */
  THEME_HOSTS: z
    .string()
    .default('')
    .refine((v) => v.split(',').every((p) => !p.trim() || /^[^=\s]+=(hr|accounting)$/.test(p.trim())), {
      message: 'THEME_HOSTS must be comma-separated host=hr|accounting pairs',
    }),
  SMTP_URL: url('SMTP_URL'),
  MAIL_FROM: z.string().default('Фахівець <no-reply@fahivets.ua>'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag('0'),
  SEED_DEMO: flag('1'),
  SENTRY_DSN: z.string().optional(),
  LIQPAY_PUBLIC_KEY: z.string().optional(),
  LIQPAY_PRIVATE_KEY: z.string().optional(),
  /** Allows the local payment simulator on a deployment without LiqPay keys (staging only). */
  PAYMENTS_SIMULATOR: flag('0'),
  LIQPAY_SANDBOX: flag('1'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** OIDC issuer used instead of Google's (self-hosted or test provider). */
  OIDC_GOOGLE_ISSUER: url('OIDC_GOOGLE_ISSUER'),
  /** Tag manager container id; without it no tag manager is loaded. */
  GTM_ID: z
    .string()
    .optional()
    .refine((v) => !v || /^GTM-[A-Z0-9]+$/.test(v), {
      message: 'GTM_ID must be GTM- followed by uppercase letters or digits (GTM-AB12CD)',
    }),
  /** Script address (https) of a third-party chat widget; without it no widget is loaded. */
  CHAT_WIDGET_SRC: z
    .string()
    .optional()
    .refine((v) => !v || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), {
      message: 'CHAT_WIDGET_SRC must be an http(s) URL of the widget script',
    }),
  /** CSS selector of the element the chat widget adds to the page (hidden on the spec's paths). */
  CHAT_WIDGET_SELECTOR: z.string().max(200).default('#chat-widget'),
});

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  themeHosts: Map<string, 'hr' | 'accounting'>;
  /**
   * The one origin every absolute URL is built from (letters, OAuth, payments, canonical, sitemap):
   * PUBLIC_URL's, else `http://localhost:${PORT}` (the port actually bound when PORT is 0). Never the
   * request's Host header.
   */
  publicOrigin: string;
  /** The site is served over HTTPS: Secure cookies with the `__Host-` prefix, HSTS. */
  isHttps: boolean;
  /** Host names besides the public origin's (THEME_HOSTS, ALLOWED_HOSTS) a link may point to. */
  allowedHosts: Set<string>;
};

export class EnvError extends Error {}

/** Validates the environment once at start; the message names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  let secret = env.SESSION_SECRET;
  if (!secret) {
    // A deployment (production with a public address) must bring its own secret; a local
    // `npm start` on a fresh clone gets one generated into DATA_DIR.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL) {
      throw new EnvError(
        'Invalid configuration:\n  SESSION_SECRET: required in production when PUBLIC_URL is set (at least 32 ' +
          'characters)',
      );
    }
    secret = generatedSecret(env.DATA_DIR);
  }
  // Without keys checkout runs on the local simulator, where anyone can "pay": never by accident
  // on a real deployment.
  const isDeployment = env.NODE_ENV === 'production' && Boolean(env.PUBLIC_URL);
  if (isDeployment && !(env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY) && !env.PAYMENTS_SIMULATOR) {
    throw new EnvError(
      'Invalid configuration:\n  LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY: required in production when PUBLIC_URL ' +
        'is set (PAYMENTS_SIMULATOR=1 allows the simulator on a staging site)',
    );
  }
  const themeHosts = new Map<string, 'hr' | 'accounting'>();
  for (const pair of env.THEME_HOSTS.split(',')) {
    const [host, theme] = pair.trim().split('=');
    if (host && theme) themeHosts.set(host.toLowerCase(), theme as 'hr' | 'accounting');
  }
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  const allowedHosts = new Set(
    [...themeHosts.keys(), ...env.ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase())].filter(Boolean),
  );
  return {
    ...env,
    SESSION_SECRET: secret,
    themeHosts,
    publicOrigin,
    isHttps: publicOrigin.startsWith('https:'),
    allowedHosts,
  };
}

/**
 * The origin for links in answer to a request: the request's host only when it is configured
 * (THEME_HOSTS, ALLOWED_HOSTS) — with the public origin's scheme and port — else the public origin.
 */
export function originForHost(
  env: Pick<Env, 'publicOrigin' | 'allowedHosts'>,
  host: string | null | undefined,
): string {
  const name = host?.split(':')[0]?.trim().toLowerCase();
  if (!name || !env.allowedHosts.has(name)) return env.publicOrigin;
  const base = new URL(env.publicOrigin);
  base.hostname = name;
  return base.origin;
}

/** Development convenience: a secret generated once into DATA_DIR and reused. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
