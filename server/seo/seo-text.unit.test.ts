import { describe, expect, it } from 'vitest';
import { seoPath } from './get-seo-settings';
import { cleanSeoText } from './seo-text';

describe('SEO text and paths', () => {
  it('strips tags and scripts, folds spaces', () => {
    expect(cleanSeoText('<p>Нова <b>постанова</b></p><script>x()</script>\n<p>КМУ</p>')).toBe('Нова постанова КМУ');
  });
  it('normalises URLs to paths', () => {
    expect(seoPath('https://fahivets.ua/news/?page=2')).toBe('/news');
    expect(seoPath('/')).toBe('/');
  });
});
