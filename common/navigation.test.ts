import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext, stripUtm } from './navigation';

describe('safeNext: only same-site paths', () => {
  it.each([
    ['/profile', '/profile'],
    ['/news?page=2#c', '/news?page=2#c'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeNext(input as string | null)).toBe(expected);
  });

  it('never yields anything but a path on this site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const out = safeNext(s);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://fahivets.ua').origin).toBe('https://fahivets.ua');
      }),
    );
  });
});

describe('login redirect', () => {
  it('removes every utm_* parameter and returns them for saving', () => {
    expect(stripUtm('/tests/1?utm_source=a&x=1&UTM_Medium=b')).toEqual({
      path: '/tests/1?x=1',
      utm: { utm_source: 'a', utm_medium: 'b' },
    });
  });
  it('carries status and keeps other query in next', () => {
    expect(loginUrl('/lottery/2?status=7&utm_term=q')).toEqual({
      url: '/login?next=%2Flottery%2F2%3Fstatus%3D7&status=7',
      utm: { utm_term: 'q' },
    });
  });
});

describe('safeNext: open redirect through normalisation', () => {
  const evil = ['evil.com', 'evil.com/x', 'evil.com?a=1', '@evil.com', 'evil.com:443'];
  it.each([
    '/.//evil.com',
    '/./\\evil.com',
    '/\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '/../..//evil.com',
    '/a/../..//evil.com',
    'https:evil.com',
    'http://evil.com',
    '/\u0000/evil.com',
  ])('%j never leaves the site', (input) => {
    const out = safeNext(input);
    expect(out).toBe('/');
  });

  /** Prefixes that some parser or router may collapse into `//`. */
  const trick = fc.constantFrom(
    '/.//',
    '/./',
    '//',
    '/\\',
    '\\\\',
    '/%2F',
    '/%2f/',
    '/%5C',
    '/%5c/',
    '/%252F%252F',
    '/\t/',
    '/\n/',
    '/\r/',
    '/ /',
    '/..//',
    '/a/..//',
    '/././/',
    '///',
    '/\\/',
    'https:',
    'https://',
    '\t//',
    ' //',
  );
  const padding = fc.array(fc.constantFrom('', '.', './', '/', '%2E/', '\t', '\n'), { maxLength: 3 });

  it('generated variants resolve to this site, and stay there when decoded again', () => {
    fc.assert(
      fc.property(padding, trick, padding, fc.constantFrom(...evil), (pre, t, mid, host) => {
        const input = `${pre.join('')}${t}${mid.join('')}${host}`;
        const out = safeNext(input);
        expect(/^\/(?![/\\])/.test(out)).toBe(true);
        expect(new URL(out, 'https://fahivets.ua').origin).toBe('https://fahivets.ua');
        const twice = decodeURIComponent(decodeURIComponent(out));
        expect(/^\/[\s/\\]/.test(twice)).toBe(false);
        expect(new URL(twice, 'https://fahivets.ua').origin).toBe('https://fahivets.ua');
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps ordinary same-site paths', () => {
    expect(safeNext('/news?q=a b&page=2')).toBe('/news?q=a%20b&page=2');
    expect(safeNext('/profile/7/subscriptions?order=abc#x')).toBe('/profile/7/subscriptions?order=abc#x');
  });

  it('the login guard never carries a protocol-relative next', () => {
    expect(loginUrl('/.//evil.com').url).toBe('/login?next=%2F');
    expect(loginUrl('/%2F%2Fevil.com?utm_source=x').url).toBe('/login?next=%2F');
  });
});
