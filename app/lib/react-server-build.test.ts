import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The production server renderer gathers a flush's text as one string and encodes it once
 * (patches/react-dom+*.patch, ADR 055) instead of encoding every piece into 4 KB views. Its documents
 * must be the bytes React's unchanged development build writes for the same trees. Each build runs in
 * its own process: NODE_ENV picks the builds of react and react-dom together.
 */
function run(env: Record<string, string>, labels: string[]): string {
  return execFileSync(process.execPath, ['tests/support/render-sample.mjs', ...labels], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

function renderWith(env: 'production' | 'development', labels: string[]): string[] {
  const out = run({ NODE_ENV: env }, labels);
  return (JSON.parse(out) as string[]).map((b) => Buffer.from(b, 'base64').toString('utf8'));
}

describe('the production server renderer', () => {
  it('writes the bytes of React’s own development build, for renders running side by side', () => {
    const labels = ['один', 'два', 'три', 'чотири'];
    const ours = renderWith('production', labels);
    const react = renderWith('development', labels);
    expect(ours).toEqual(react);
    ours.forEach((doc, i) => {
      // The long text (past 4 KB of UTF-8) comes through whole, with the part that waited, in its own page.
      expect(doc).toContain(`<p>${'Мінімальна заробітна плата — 8 647 грн; ставка ЄСВ — 22 %. '.repeat(120)}</p>`);
      expect(doc).toContain(`<p class="later">Пізніше: ${labels[i]}</p>`);
      for (const other of labels.filter((l) => l !== labels[i])) expect(doc).not.toContain(`Пізніше: ${other}<`);
    });
  });
});

describe('the production server renderer and async hooks (ADR 061)', () => {
  it('renders, suspending and resuming, without switching on the process-wide promise hooks', () => {
    const ids = (asyncIds: string) => JSON.parse(run({ NODE_ENV: 'production', ASYNC_IDS: asyncIds }, ['а', 'б']));
    expect(ids('1')).toEqual([0, 0]);
    // The probe sees hooks when an AsyncLocalStorage has run (as React's unpatched renderer runs one).
    const withStorage = ids('after-storage');
    expect(withStorage[0]).toBeGreaterThan(0);
    expect(withStorage[1]).not.toBe(withStorage[0]);
  });
});
