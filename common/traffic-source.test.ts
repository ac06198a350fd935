import { describe, expect, it } from 'vitest';
import { classifyTraffic, nextTouch, parseStoredTouch, storedTraffic } from './traffic-source';

const site = 'fahivets.ua';
const visit = (search: string, referrer = '') =>
  classifyTraffic({ query: new URLSearchParams(search), referrer, siteHost: site });

describe('traffic source rules (spec part 2 §9)', () => {
  it.each([
    ['?utm_source=newsletter&utm_medium=email&utm_campaign=may', '', 'newsletter', 'email'],
    ['?utm_source=fb', 'https://www.google.com/', 'fb', 'none'],
    ['?gclid=abc', 'https://www.google.com/', 'google', 'cpc'],
    ['', 'https://www.google.com.ua/search?q=x', 'google', 'organic'],
    ['', 'https://www.bing.com/', 'bing', 'organic'],
    ['', 'https://search.yahoo.com/', 'yahoo', 'organic'],
    ['', 'https://yandex.ru/', 'yandex', 'organic'],
    ['', 'https://www.ask.com/', 'ask', 'organic'],
    ['', 'https://meta.ua/search', 'meta', 'organic'],
    ['', 'https://fahivets.ua/news', 'direct', 'none'],
    ['', 'https://www.fahivets.ua/news', 'direct', 'none'],
    ['', '', 'direct', 'none'],
    ['', 'https://buhgalter.com.ua/article', 'buhgalter.com.ua', 'referral'],
    ['', 'not a url', 'direct', 'none'],
  ])('%s from %s → %s / %s', (search, referrer, source, medium) => {
    expect(visit(search, referrer)).toMatchObject({ source, medium });
  });

  it('missing utm values are none; gclid is kept', () => {
    expect(visit('?gclid=g1')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'none',
      content: 'none',
      term: 'none',
      gclid: 'g1',
    });
  });

  it('a direct visit keeps the earlier touch; any other replaces it (last non-direct touch)', () => {
    const ad = visit('?utm_source=partner&utm_medium=banner');
    expect(nextTouch(ad, visit(''))).toBe(ad);
    expect(nextTouch(ad, visit('', 'https://www.google.com/')).source).toBe('google');
    expect(nextTouch(null, visit('')).source).toBe('direct');
  });

  it('stored values: both key styles, strings only, NUL removed, capped', () => {
    expect(storedTraffic({ utm_source: 'a', utm_medium: 'b', GA: 5, x: { y: 1 } })).toEqual({
      utm: { utm_source: 'a', utm_medium: 'b', GA: '5' },
      source: 'a',
      medium: 'b',
    });
    expect(storedTraffic({ source: 'x\0y'.padEnd(300, 'z') }).source).toHaveLength(100);
    expect(storedTraffic(undefined)).toEqual({ utm: {}, source: 'none', medium: 'none' });
  });

  it('reads its own record and the login guard utm_* record; rejects junk', () => {
    expect(parseStoredTouch(JSON.stringify(visit('?utm_source=s&utm_medium=m')))?.source).toBe('s');
    expect(parseStoredTouch('{"utm_source":"mail","utm_medium":"letter"}')).toMatchObject({
      source: 'mail',
      medium: 'letter',
    });
    expect(parseStoredTouch('{oops')).toBeNull();
    expect(parseStoredTouch('[]')).toBeNull();
    expect(parseStoredTouch(null)).toBeNull();
  });
});
