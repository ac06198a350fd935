/**
 * Traffic source of a visit (spec part 2 §9 "Traffic source rules", local storage key `__utm__`).
 * Pure: the browser classifies each landing and the server stores what a registration or an order
 * carries. Attribution is the last non-direct touch (docs/decisions/026-campaigns-and-webinars.md).
 */
export const UTM_STORAGE_KEY = '__utm__';

export interface TrafficSource {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  gclid: string;
}

export const SEARCH_ENGINES = ['google', 'bing', 'ask', 'meta', 'yahoo', 'yandex'] as const;
const NONE = 'none';
const MAX = 100;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

const cut = (v: string | null | undefined) => (v ?? '').trim().slice(0, MAX);

/** The search engine a referrer host belongs to (google.com.ua → google), or null. */
export function searchEngineOf(host: string): string | null {
  const labels = host.split('.');
  return SEARCH_ENGINES.find((e) => labels.includes(e)) ?? null;
}

/**
 * utm_* parameters win; a gclid alone is google / cpc; a search engine referrer is organic; the same
 * site or no referrer is direct; any other site is a referral. Missing utm values are 'none'.
 */
export function classifyTraffic(opts: { query: URLSearchParams; referrer: string; siteHost: string }): TrafficSource {
  const q = opts.query;
  const gclid = cut(q.get('gclid'));
  const utm = {
    campaign: cut(q.get('utm_campaign')) || NONE,
    content: cut(q.get('utm_content')) || NONE,
    term: cut(q.get('utm_term')) || NONE,
    gclid: gclid || NONE,
  };
  const source = cut(q.get('utm_source'));
  if (source) return { source, medium: cut(q.get('utm_medium')) || NONE, ...utm };
  if (gclid) return { source: 'google', medium: 'cpc', ...utm };
  const host = hostOf(opts.referrer);
  const site = opts.siteHost.toLowerCase().replace(/^www\./, '');
  if (!host || host === site) return { source: 'direct', medium: NONE, ...utm };
  const engine = searchEngineOf(host);
  if (engine) return { source: engine, medium: 'organic', ...utm };
  return { source: host, medium: 'referral', ...utm };
}

/** A direct visit does not replace an earlier campaign, search or referral touch. */
export function nextTouch(previous: TrafficSource | null, current: TrafficSource): TrafficSource {
  if (current.source === 'direct' && previous) return previous;
  return current;
}

/** The utm object of a request body (either `utm_source` or `source` keys) as stored columns. */
export function storedTraffic(utm: Record<string, unknown> | undefined): {
  utm: Record<string, string>;
  source: string;
  medium: string;
} {
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(utm ?? {}).slice(0, 20)) {
    if (typeof v === 'string' || typeof v === 'number') clean[k.slice(0, 40)] = cut(String(v).replace(/\0/g, ''));
  }
  const source = clean.source || clean.utm_source || NONE;
  const medium = clean.medium || clean.utm_medium || NONE;
  return { utm: clean, source, medium };
}

/** Reads the stored record (local storage or cookie value), tolerating anything malformed. */
export function parseStoredTouch(raw: string | null | undefined): TrafficSource | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<TrafficSource> & Record<string, unknown>;
    // The login guard saves the raw utm_* parameters it strips from `next`.
    const v =
      typeof parsed?.utm_source === 'string'
        ? {
            source: parsed.utm_source,
            medium: String(parsed.utm_medium ?? NONE),
            campaign: String(parsed.utm_campaign ?? NONE),
            content: String(parsed.utm_content ?? NONE),
            term: String(parsed.utm_term ?? NONE),
            gclid: NONE,
          }
        : parsed;
    if (typeof v?.source !== 'string' || typeof v.medium !== 'string') return null;
    return {
      source: cut(v.source),
      medium: cut(v.medium),
      campaign: cut(v.campaign) || NONE,
      content: cut(v.content) || NONE,
      term: cut(v.term) || NONE,
      gclid: cut(v.gclid) || NONE,
    };
  } catch {
    return null;
  }
}
