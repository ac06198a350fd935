// Renders sample documents with the react-dom server build that NODE_ENV selects and prints them as
// base64 in a JSON array (app/lib/react-server-build.test.ts compares the builds). With
// ASYNC_IDS=1 it prints instead the async ids two promise reactions see after the renders: both 0
// while no async hook (AsyncLocalStorage included) has been switched on in the process.
import { AsyncLocalStorage, executionAsyncId } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { createElement as h, Fragment, lazy, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A component that suspends once before it shows (a fresh one per render, so every render waits). */
function later(text) {
  return lazy(
    () =>
      new Promise((resolve) => setTimeout(() => resolve({ default: () => h('p', { className: 'later' }, text) }), 5)),
  );
}

export const LONG = 'Мінімальна заробітна плата — 8 647 грн; ставка ЄСВ — 22 %. '.repeat(120);

function page(label) {
  const Later = later(`Пізніше: ${label}`);
  return h(
    'div',
    { id: `page-${label}`, 'data-label': `"${label}" & <more>`, hidden: false, style: { marginTop: 4 } },
    h('h1', null, 'Заголовок ', label, ' — ', 3, ' з ', 5),
    h('p', { dangerouslySetInnerHTML: { __html: '<b>готовий</b> HTML' } }),
    h('p', null, LONG),
    h('input', { type: 'checkbox', defaultChecked: true, 'aria-label': 'Позначка' }),
    h(Suspense, { fallback: h('span', null, 'Завантаження…') }, h(Later)),
    h(Fragment, null, 'текст', 'поруч', h('br'), 'ще'),
    h('script', { nonce: 'abc', dangerouslySetInnerHTML: { __html: 'window.x = 1' } }),
  );
}

function render(node) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.once('finish', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

const labels = process.argv.slice(2);
// The probe's own check: an AsyncLocalStorage run before the renders must show in the ids.
if (process.env.ASYNC_IDS === 'after-storage') new AsyncLocalStorage().run({}, () => {});
// All at once: the renders' flushes interleave with each other's waits.
const docs = await Promise.all(labels.map((l) => render(page(l))));
if (process.env.ASYNC_IDS) {
  const first = await Promise.resolve().then(() => executionAsyncId());
  const second = await Promise.resolve().then(() => executionAsyncId());
  process.stdout.write(JSON.stringify([first, second]));
} else process.stdout.write(JSON.stringify(docs.map((d) => d.toString('base64'))));
