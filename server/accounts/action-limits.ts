import type { Redis } from 'ioredis';
import { AppError } from '../http/errors';
import type { LimitRule } from '../http/rate-limit';

/**
 * Per-account attempt counters for page actions (login, registration, restore posted as a form).
 * The JSON API counts through Hono middleware; a page action has no Hono context, so the same
 * rules are applied here, keyed by the e-mail, in Redis when configured (shared by every process)
 * or in this process's memory.
 */
export function actionLimiter(redis: Redis | null, keyPrefix = '') {
  const memory = new Map<string, { hits: number; resetAt: number }>();
  const keyOf = (rule: LimitRule, key: string) => `${keyPrefix}rl:action:${rule.name}:${key}`;

  async function hits(rule: LimitRule, key: string): Promise<{ hits: number; retryAfter: number }> {
    const k = keyOf(rule, key);
    if (redis) {
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { hits: Number(count ?? 0), retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.windowMs) / 1000)) };
    }
    const entry = memory.get(k);
    if (!entry || entry.resetAt <= Date.now()) return { hits: 0, retryAfter: Math.ceil(rule.windowMs / 1000) };
    return { hits: entry.hits, retryAfter: Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) };
  }

  async function count(rule: LimitRule, key: string): Promise<void> {
    const k = keyOf(rule, key);
    if (redis) {
      const n = await redis.incr(k);
      if (n === 1) await redis.pexpire(k, rule.windowMs);
      return;
    }
    const entry = memory.get(k);
    if (!entry || entry.resetAt <= Date.now()) memory.set(k, { hits: 1, resetAt: Date.now() + rule.windowMs });
    else entry.hits += 1;
  }

  return {
    /**
     * Runs `attempt` under the rule: refused with the rule's 429 once the window is full. Rules
     * that count failures only (wrong passwords) count an attempt only when it throws.
     */
    async guard<T>(rule: LimitRule, key: string, attempt: () => Promise<T>): Promise<T> {
      const state = await hits(rule, key);
      if (state.hits >= rule.limit) throw new AppError(rule.error, { retryAfter: state.retryAfter });
      if (!rule.failuresOnly) await count(rule, key);
      try {
        return await attempt();
      } catch (err) {
        if (rule.failuresOnly) await count(rule, key);
        throw err;
      }
    },
  };
}
