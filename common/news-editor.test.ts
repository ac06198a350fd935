import { describe, expect, it } from 'vitest';
import { hasNewsBody, newsEditorInput } from './news-editor';

describe('news editor contract', () => {
  it('a body is text or media once tags are gone', () => {
    expect(hasNewsBody('')).toBe(false);
    expect(hasNewsBody('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasNewsBody('<p>Текст</p>')).toBe(true);
    expect(hasNewsBody('<img src="/uploads/news/a.png">')).toBe(true);
    expect(hasNewsBody('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(true);
  });

  it('gives the server’s messages for the fields it checks', () => {
    const parsed = newsEditorInput.safeParse({ title: '  ', content: '<p></p>', order: 9 });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      title: 'Введіть заголовок новини',
      content: 'Додайте текст новини',
      order: 'Позиція закріплення — від 1 до 5',
    });
  });
});
