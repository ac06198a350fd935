import type { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionUser } from './accounts/sessions';
import type { Db } from './db/client';
import type { EngagementKind } from './engagement/kind';
import type { AppDeps, AppEnv } from './http/types';
import type { Logger } from './observability/logger';
import type { DomainEventRooms } from './realtime/bus';
import type { RoomRule } from './realtime/server';

export type SeedStep = (opts: { db: Db; log?: Logger }) => Promise<void>;

/** A menu counter (GET /api/records/events/counters?keys[]=…) for the current visitor. */
export type CounterSource = (opts: { db: Db; user: SessionUser | null }) => Promise<number>;

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
  /** Paths of its public items for sitemap.xml. */
  sitemap?: (deps: AppDeps) => Promise<string[]>;
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
  };
}
