import { createElement as h, Fragment, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverIslandsReady } from '../../lib/server-islands';
import { KeptMarkup } from './kept-markup';
import { withoutHoistedPreloads } from './kept-markup-store';

interface Card {
  id: number;
  title: string;
  count: number;
  avatar: string | null;
}

let renders = 0;

/** Text beside text (React separates them), an image (React hoists a preload for it), a nested list. */
function Cards({ data }: { data: readonly Card[] }) {
  renders += 1;
  return data.map((c) =>
    h(
      'li',
      { key: c.id, className: 'card' },
      c.avatar ? h('img', { src: c.avatar, alt: '' }) : null,
      h('a', { href: `/news/${c.id}` }, c.title),
      ' · ',
      c.count,
      ' переглядів',
      h('ul', null, h('li', null, 'Ознака ', c.id)),
    ),
  );
}

function Titles({ data }: { data: readonly Card[] }) {
  return data.map((c) => h('li', { key: c.id }, c.title));
}

function WithId() {
  return h('span', { id: useId() }, 'мітка');
}

/** A page: an element with an id before and after the block, so the ids' tree positions are compared too. */
const page = (block: ReturnType<typeof h>) =>
  h('main', null, h(WithId), h('section', null, h('h2', null, 'Новини'), block), h(WithId));

const inline = (cards: readonly Card[]) => h('ul', { className: 'grid' }, h(Cards, { data: cards }));
const kept = (cards: readonly Card[]) =>
  h(KeptMarkup<readonly Card[]>, { as: 'ul', className: 'grid', of: Cards, data: cards });

const cards: Card[] = [
  { id: 1, title: 'Мінімальна зарплата у 2026 році', count: 12, avatar: '/images/a.svg' },
  { id: 2, title: 'Відпустка <без> збереження & зарплати', count: 0, avatar: null },
];

beforeAll(async () => {
  await serverIslandsReady();
});

describe('KeptMarkup on the server', () => {
  it('writes the HTML React writes for the block inside the page (ids around it included)', () => {
    const expected = withoutHoistedPreloads(renderToString(page(inline(cards))));
    const got = renderToString(page(kept(cards)));
    expect(got).toBe(expected);
    // The text separators and the escaping are React's own.
    expect(got).toContain('<!-- -->12<!-- --> переглядів');
    expect(got).toContain('Відпустка &lt;без&gt; збереження &amp; зарплати');
    // The image's preload is not written inside the list.
    expect(got).not.toContain('rel="preload"');
  });

  it('renders a block once per data and again for other data, per component', () => {
    const data = cards.map((c) => ({ ...c, title: `${c.title} (${Math.random()})` }));
    const before = renders;
    const first = renderToString(kept(data));
    renderToString(kept(structuredClone(data)));
    expect(renders - before).toBe(1);
    const changed = data.map((c) => ({ ...c, count: c.count + 1 }));
    const other = renderToString(kept(changed));
    expect(renders - before).toBe(2);
    expect(other).not.toBe(first);
    expect(other).toBe(withoutHoistedPreloads(renderToString(inline(changed))));
    // Another component with the same data has its own markup.
    const titles = renderToString(h(KeptMarkup<readonly Card[]>, { as: 'ol', of: Titles, data }));
    expect(titles).toBe(renderToString(h('ol', null, h(Titles, { data }))));
  });

  it('the same data object again skips the JSON key; equal data in another object find the same markup', () => {
    let keys = 0;
    // An array whose JSON form counts the times it is written (the key of its value).
    const data = Object.assign(
      cards.map((c) => ({ ...c, title: `${c.title} [${Math.random()}]` })),
      {
        toJSON(this: Card[]) {
          keys += 1;
          return [...this];
        },
      },
    );
    const before = renders;
    const first = renderToString(kept(data));
    expect([keys, renders - before]).toEqual([1, 1]);
    expect(renderToString(kept(data))).toBe(first);
    expect([keys, renders - before]).toEqual([1, 1]);
    // Another object with the same value: its key is written, the markup is the kept one.
    const copy = Object.assign([...data], { toJSON: data.toJSON });
    expect(renderToString(kept(copy))).toBe(first);
    expect([keys, renders - before]).toEqual([2, 1]);
    // The same object with another component is that component's own markup.
    const titles = renderToString(h(KeptMarkup<readonly Card[]>, { as: 'ol', of: Titles, data }));
    expect(titles).toBe(renderToString(h('ol', null, h(Titles, { data }))));
  });

  it('takes off only the preloads React puts before the part', () => {
    const html = '<link rel="preload" as="image" href="/a.svg"/><li><link rel="preload" href="/b"/></li>';
    expect(withoutHoistedPreloads(html)).toBe('<li><link rel="preload" href="/b"/></li>');
    expect(withoutHoistedPreloads(renderToString(h(Fragment, null, h('li', null, 'x'))))).toBe('<li>x</li>');
  });
});
