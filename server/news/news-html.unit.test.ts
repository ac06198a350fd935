import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './news-html';

describe('news sanitizer allowlist matches the editor', () => {
  it('keeps the editor’s YouTube and Vimeo players, drops other iframes', () => {
    const html = sanitizeNewsHtml(
      '<iframe src="https://player.vimeo.com/video/76979871" title="Відео Vimeo"></iframe>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"></iframe>' +
        '<iframe src="https://player.vimeo.com.evil.example/video/76979871"></iframe>',
    );
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/76979871" title="Відео Vimeo"');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
    expect(html.match(/<iframe/g)).toHaveLength(2);
  });

  it('keeps what TipTap writes for marks, links and images', () => {
    expect(
      sanitizeNewsHtml(
        '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <a href="https://x.ua">e</a></p><img ' +
          'src="/uploads/news/a.png" alt="">',
      ),
    ).toBe(
      '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <a href="https://x.ua">e</a></p><img ' +
        'src="/uploads/news/a.png" alt="" />',
    );
  });
});
