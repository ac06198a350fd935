import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ThemeId } from '../common/themes';
import type { Access } from './access/access';
import type { SessionUser } from './accounts/sessions';
import type { Db } from './db/client';
import type { EngagementKind } from './engagement/kind';
import type { AppDeps, AppEnv } from './http/types';
import type { Logger } from './observability/logger';
import type { DomainEventRooms } from './realtime/bus';
import type { RoomRule } from './realtime/server';

/** What a site-search source receives: the cleaned term, its synonym variants (stemmed), the visitor's access. */
export interface SearchRequest {
  db: Db;
  user: SessionUser | null;
  access: Access;
  theme: ThemeId;
  /** The term as typed, cleaned (≤ 9 999 characters). */
  q: string;
  /** The term and its synonym variants, words reduced to stems; any variant may match. */
  variants: string[];
  /** The same variants with their words as typed (lower case), for a source that stems them itself. */
  plainVariants: string[];
  page: number;
  /** 0 = only the total is wanted (the tab's counter). */
  limit: number;
}

/** One found item; `snippet` may carry ⟦ ⟧ highlight markers around matched words. */
export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  url: string;
  snippet: string;
  /** Paywalled for this visitor: only its title and lead were searched. */
  isLocked?: boolean;
  date?: string | null;
}

/** A kind of item the site search covers (a tab of /search). */
export interface SearchSource {
  kind: string;
  /** The tab's Ukrainian label. */
  label: string;
  search: (request: SearchRequest) => Promise<{ total: number; items: SearchHit[] }>;
}

export type SeedStep = (opts: { db: Db; log?: Logger }) => Promise<void>;

/** A menu counter (GET /api/records/events/counters?keys[]=…) for the current visitor, of the request's theme. */
export type CounterSource = (opts: { db: Db; user: SessionUser | null; theme: ThemeId }) => Promise<number>;

/** What one kind has on a topic, for /themes/{alias} (everything on that topic across kinds). */
export interface TopicSection {
  kind: string;
  /** Heading of the block ('Новини', 'Довідники' …). */
  title: string;
  items: { id: number; title: string; url: string; excerpt: string; date: string | null }[];
  total: number;
  /** The kind's own list filtered by the topic, when it has one. */
  moreUrl: string | null;
}

/** A capability's items on one topic of the request's theme (null or no items = nothing to show). */
export type TopicSource = (opts: {
  db: Db;
  topic: { id: number; alias: string };
  theme: ThemeId;
  limit: number;
}) => Promise<TopicSection | null>;

/**
 * Everything one capability contributes to the app. Each `server/<area>/index.ts` exports one of
 * these; `server/capabilities.ts` lists them, and the API, loader services, seed runner, sitemap,
 * engagement kinds, menu counters, realtime rooms and access kinds are built from that list.
 */
export interface Capability<Name extends string = string, Services = unknown> {
  name: Name;
  /** Its JSON API, mounted under /api. */
  api?: (deps: AppDeps) => OpenAPIHono<AppEnv>;
  /** What page loaders and actions call in-process: `context.services.<name>`. */
  services?: (deps: AppDeps) => Services;
  /** Idempotent seed steps: reference data runs on every start, demo content when SEED_DEMO is on. */
  seed?: { reference?: SeedStep; demo?: SeedStep };
  /** Paths of its public items of the request's theme for sitemap.xml. */
  sitemap?: (deps: AppDeps, opts: { theme: ThemeId }) => Promise<string[]>;
  /** Content kinds whose favourites, views, reactions, ratings and counters go through engagement. */
  engagementKinds?: readonly EngagementKind[];
  /** Menu counters it serves, by key. A later capability's source replaces an earlier one's. */
  counters?: Readonly<Record<string, CounterSource>>;
  /** Who may join its socket rooms, by room prefix (`comments` covers `comments.{thread}`). */
  rooms?: Readonly<Record<string, RoomRule>>;
  /** Which rooms its domain events are relayed to. */
  events?: DomainEventRooms;
  /** Kinds of items it asks the access authority about (`access.canOpen({ kind, … })`). */
  contentKinds?: readonly string[];
  /** Kinds it makes findable through the site search (/search), each a tab with its count. */
  search?: readonly SearchSource[];
  /** Its items on a topic, for the cross-kind topic page /themes/{alias}. */
  onTopic?: TopicSource;
}

/** Keeps the literal name and the services' type, so `context.services.<name>` is typed. */
export function defineCapability<const Name extends string, Services = never>(
  capability: Capability<Name, Services>,
): Capability<Name, Services> {
  return capability;
}

/** The registry built once per process from the capability list. */
export interface Registry {
  capabilities: readonly Capability[];
  engagementKinds: ReadonlyMap<string, EngagementKind>;
  counters: Readonly<Record<string, CounterSource>>;
  rooms: Readonly<Record<string, RoomRule>>;
  events: DomainEventRooms;
  contentKinds: readonly string[];
  searchSources: readonly SearchSource[];
  /** Every capability's `onTopic`, in list order. */
  topicSources: readonly TopicSource[];
}

export function buildRegistry(capabilities: readonly Capability[]): Registry {
  const engagementKinds = new Map<string, EngagementKind>();
  const counters: Record<string, CounterSource> = {};
  const rooms: Record<string, RoomRule> = {};
  const events: DomainEventRooms = {};
  const names = new Set<string>();
  for (const c of capabilities) {
    if (names.has(c.name)) throw new Error(`Capability ${c.name} is listed twice`);
    names.add(c.name);
    for (const k of c.engagementKinds ?? []) {
      if (engagementKinds.has(k.kind)) throw new Error(`Engagement kind ${k.kind} is registered twice`);
      engagementKinds.set(k.kind, k);
    }
    Object.assign(counters, c.counters);
    Object.assign(rooms, c.rooms);
    for (const [type, toRooms] of Object.entries(c.events ?? {})) {
      if (events[type]) throw new Error(`Domain event ${type} is mapped twice`);
      events[type] = toRooms;
    }
  }
  return {
    capabilities,
    engagementKinds,
    counters,
    rooms,
    events,
    contentKinds: [...new Set(capabilities.flatMap((c) => c.contentKinds ?? []))],
    searchSources: capabilities.flatMap((c) => c.search ?? []),
    topicSources: capabilities.flatMap((c) => (c.onTopic ? [c.onTopic] : [])),
  };
}
