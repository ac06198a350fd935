import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, type RateLimitInfo, RedisStore, rateLimiter, type Store } from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import type { ErrorId } from '../../common/errors';
import { AppError } from './errors';
import type { AppDeps, AppEnv } from './types';

/**
 * Shared rate limits. Each limit has a name, a window and a count; keys are per client IP and/or
 * per account (the e-mail in the JSON body, else the signed-in user). Counters live in Redis when
 * REDIS_URL is set (so every process shares them), otherwise in this process's memory.
 * Over the limit: the catalogue's 429 with its Ukrainian text and Retry-After.
 */
export interface LimitRule {
  name: string;
  windowMs: number;
  limit: number;
  error: ErrorId;
  /** Count only failed answers (status ≥ 400), e.g. wrong passwords. */
  failuresOnly?: boolean;
}

/** The numbers (ADR 010). */
export const limitRules = {
  login: { name: 'login', windowMs: 60_000, limit: 5, error: 'too_many_login_attempts', failuresOnly: true },
  register: { name: 'register', windowMs: 10 * 60_000, limit: 10, error: 'too_many_registrations' },
  restore: { name: 'restore', windowMs: 10 * 60_000, limit: 5, error: 'too_many_requests' },
  campaign: { name: 'campaign', windowMs: 10 * 60_000, limit: 10, error: 'too_many_campaign_attempts' },
  password: { name: 'password', windowMs: 10 * 60_000, limit: 10, error: 'too_many_requests', failuresOnly: true },
  mail: { name: 'mail', windowMs: 10 * 60_000, limit: 5, error: 'too_many_requests' },
} as const satisfies Record<string, LimitRule>;

/** hono-rate-limiter's RedisStore speaks a small client interface; ioredis is adapted to it. */
function redisClient(redis: Redis) {
  return {
    scriptLoad: (script: string) => redis.script('LOAD', script) as Promise<string>,
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      redis.evalsha(sha1, keys.length, ...keys, ...(args as (string | number)[])) as Promise<TData>,
    decr: (key: string) => redis.decr(key),
    del: (key: string) => redis.del(key),
  };
}

function storeFor(redis: Redis | null, keyPrefix: string, rule: LimitRule): Store<AppEnv> {
  return redis
    ? new RedisStore({ client: redisClient(redis), prefix: `${keyPrefix}rl:${rule.name}:` })
    : new MemoryStore();
}

/** The client's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket peer. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Account key: e-mail of a JSON body (lower-cased), else the signed-in user's id. */
async function accountKey(c: Context<AppEnv>): Promise<string | null> {
  if (c.req.header('content-type')?.includes('application/json')) {
    try {
      const body = (await c.req.json()) as unknown;
      const email =
        body && typeof body === 'object' && 'email' in body ? (body as { email: unknown }).email : undefined;
      if (typeof email === 'string' && email.trim()) return `email:${email.trim().toLowerCase().slice(0, 300)}`;
    } catch {
      // A malformed body is refused by the validator; it is counted by IP only.
    }
  }
  const user = c.get('user');
  return user ? `user:${user.id}` : null;
}

function retryAfterOf(info: RateLimitInfo | undefined, windowMs: number): number {
  const ms = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Middlewares for a rule: one counter per IP and one per account. Build once per process. */
export function rateLimit(
  deps: Pick<AppDeps, 'redis' | 'env'>,
  rule: LimitRule,
  by: ('ip' | 'account')[] = ['ip', 'account'],
  /** The account counter does not apply to this request (e.g. a browser known to the account). */
  exemptFromAccountLimit?: (c: Context<AppEnv>) => Promise<boolean> | boolean,
): MiddlewareHandler<AppEnv>[] {
  return by.map((kind) => {
    const limiter = rateLimiter<AppEnv>({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-6',
      skipSuccessfulRequests: rule.failuresOnly ?? false,
      store: storeFor(deps.redis, deps.env.REDIS_KEY_PREFIX, rule),
      keyGenerator: async (c) => (kind === 'ip' ? `ip:${clientIp(c)}` : ((await accountKey(c)) ?? 'none')),
      skip: async (c) =>
        kind === 'account' && ((await accountKey(c)) === null || Boolean(await exemptFromAccountLimit?.(c))),
      handler: (c) => {
        throw new AppError(rule.error, {
          retryAfter: retryAfterOf(c.get('rateLimit' as never) as RateLimitInfo | undefined, rule.windowMs),
        });
      },
    });
    return limiter as MiddlewareHandler<AppEnv>;
  });
}
