import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InPageValues, isInPage, type OrInPage, useInPage } from './in-page';
import { inPage } from './in-page.server';

function Shown({ value }: { value: OrInPage<string[]> }) {
  const shown = useInPage(value);
  return createElement('p', null, shown === null ? 'у сторінці' : shown.join(', '));
}

describe('page-only values (ADR 072)', () => {
  it('on a document request a value becomes a token with its length, kept for the render', () => {
    const values = new Map<number, unknown>();
    const cards = ['перша', 'друга'];
    const body = '<p>Текст</p>';
    const a = inPage({ inPage: values }, cards);
    const b = inPage({ inPage: values }, body);
    expect(a).toEqual({ inPage: 1, length: 2 });
    expect(b).toEqual({ inPage: 2, length: body.length });
    expect(isInPage(a) && values.get(a.inPage)).toBe(cards);
    expect(isInPage(b) && values.get(b.inPage)).toBe(body);
    // Only plain data cross to the browser: the token is JSON as it is.
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('on a data request (or without a map) the value itself', () => {
    const cards = ['перша'];
    expect(inPage({ inPage: null }, cards)).toBe(cards);
    expect(inPage({}, cards)).toBe(cards);
    expect(isInPage(cards)).toBe(false);
    expect(isInPage(null)).toBe(false);
  });

  it('the server renders a token’s value; without the values (the browser) the token is kept HTML', () => {
    const values = new Map<number, unknown>();
    const token = inPage({ inPage: values }, ['перша', 'друга']);
    const page = (v: ReadonlyMap<number, unknown> | null) =>
      renderToString(createElement(InPageValues.Provider, { value: v }, createElement(Shown, { value: token })));
    expect(page(values)).toBe('<p>перша, друга</p>');
    expect(page(null)).toBe('<p>у сторінці</p>');
    expect(page(new Map())).toBe('<p>у сторінці</p>');
    expect(renderToString(createElement(Shown, { value: ['третя'] }))).toBe('<p>третя</p>');
  });
});
