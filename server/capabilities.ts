import { accounts } from './accounts';
import type { Capability } from './capability';
import { engagement } from './engagement';
import { menus } from './menus';
import { news } from './news';
import { pages } from './pages';
import { payments } from './payments';
import { seo } from './seo';
import { settings } from './settings';
import { subscriptions } from './subscriptions';
import { topics } from './topics';

/**
 * The one list of capabilities. The API, loader services, seed runner, sitemap, engagement kinds,
 * menu counters and realtime rooms are all built from it; adding a capability is one line here
 * (plus its own folder and migration). Seed steps run in this order, reference data of all before
 * any demo content.
 */
export const capabilities = [
  settings,
  pages,
  seo,
  menus,
  topics,
  accounts,
  subscriptions,
  payments,
  news,
  engagement,
] as const satisfies readonly Capability[];

export type Capabilities = typeof capabilities;
