import type { Context } from 'hono';
import { themes } from '../../common/themes';
import { requireUser } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getQuestion } from './get-question';

/** The question as the caller may see it, after an operation changed it. */
export const questionOf = (c: Context<AppEnv>, id: number) =>
  getQuestion({ db: c.get('deps').db, user: requireUser(c.get('user')), id, theme: c.get('theme') });

export const siteName = (c: Context<AppEnv>) => themes[c.get('theme')].name;
