import { accounts } from './accounts';
import { campaigns } from './campaigns';
import type { Capability } from './capability';
import { commentsCapability } from './comments';
import { consultations } from './consultations';
import { courses } from './courses';
import { documentsCapability } from './documents';
import { engagement } from './engagement';
import { handbooks } from './handbooks';
import { menus } from './menus';
import { news } from './news';
import { pages } from './pages';
import { recordsCapability } from './records';
import { payments } from './payments';
import { seo } from './seo';
import { settings } from './settings';
import { subscriptions } from './subscriptions';
import { tools } from './tools';
import { topics } from './topics';
import { webinars } from './webinars';
import { slider } from './slider';

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
  campaigns,
  payments,
  news,
  documentsCapability,
  handbooks,
  recordsCapability,
  courses,
  consultations,
  webinars,
  engagement,
  commentsCapability,
  tools,
  slider,
] as const satisfies readonly Capability[];

export type Capabilities = typeof capabilities;
