import type { Context } from 'hono';
import { originForHost } from '../env';
import type { AppEnv } from './types';

/**
 * The origin for absolute URLs in answer to this request: the configured public origin, or a
 * configured host of this site (THEME_HOSTS, ALLOWED_HOSTS). An unknown Host header is never reflected.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  return originForHost(c.get('deps').env, c.req.header('host'));
}
