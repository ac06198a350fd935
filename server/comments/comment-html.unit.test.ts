import { describe, expect, it } from 'vitest';
import { sanitizeComment } from './comment-html';

describe('comment text', () => {
  it('renders XSS payloads inert', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">тут</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(1)" style="color:red">Привіт</p>',
      '<a href="https://ok.example" onmouseover="alert(1)" rel="opener">ок</a>',
    ];
    for (const p of payloads) {
      const html = sanitizeComment(p);
      expect(html).not.toMatch(/<(script|img|svg|iframe)\b/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/style=/i);
    }
    expect(sanitizeComment('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('marks links nofollow ugc noopener and keeps line breaks', () => {
    expect(sanitizeComment('Дивіться <a href="https://zakon.rada.gov.ua" rel="opener">закон</a>\nдалі')).toBe(
      'Дивіться <a href="https://zakon.rada.gov.ua" rel="nofollow ugc noopener">закон</a><br />далі',
    );
  });

  it('trims the trailing copy-with-source line', () => {
    expect(sanitizeComment('Відпустка 24 дні.\nДжерело: https://fahivets.ua/news/12-vidpustka')).toBe(
      'Відпустка 24 дні.',
    );
    expect(sanitizeComment('Джерело: https://fahivets.ua/news/1')).toBe('');
  });
});
