import type { Redis } from 'ioredis';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Registry } from '../capability';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import type { EventBus } from '../realtime/bus';

/** Everything a service may need; built once per process and passed down explicitly. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  log: Logger;
  redis: Redis | null;
  bus: EventBus;
  metrics: Metrics;
  /** Queues letters durably; the mail dispatcher delivers them. */
  mailer: Mailer;
  /** Wakes the mail dispatcher after letters were written to the outbox inside a committed transaction. */
  mailQueued?: () => void;
  /** What the capability list contributes: capabilities, engagement kinds, counters, rooms, events. */
  registry: Registry;
}

export interface AppVariables {
  deps: AppDeps;
  log: Logger;
  requestId: string;
  theme: ThemeId;
  user: SessionUser | null;
  sessionId: string | undefined;
  /** The anonymous visitor id (null for signed-in users and bots), made on first use. */
  visitor: () => string | null;
  secureHeadersNonce?: string;
}

export type AppEnv = { Variables: AppVariables };
