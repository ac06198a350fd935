import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The production server renderer gathers a flush's text as one string and encodes it once
 * (patches/react-dom+*.patch, ADR 055) instead of encoding every piece into 4 KB views. Its documents
 * must be the bytes React's unchanged development build writes for the same trees. Each build runs in
 * its own process: NODE_ENV picks the builds of react and react-dom together.
 */
function renderWith(env: 'production' | 'development', labels: string[]): string[] {
  const out = execFileSync(process.execPath, ['tests/support/render-sample.mjs', ...labels], {
    env: { ...process.env, NODE_ENV: env },
    encoding: 'utf8',
  });
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
