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
