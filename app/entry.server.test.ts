import { describe, expect, it } from 'vitest';
import { withUnreadPrefix } from './entry.server';

describe('the unread count in the server-rendered title', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="utf-8"/><title>Мої консультації</title></head><body><title>x</title></body></html>';

  it('puts “(N) ” at the start of the head’s title, keeping every other byte', () => {
    const out = withUnreadPrefix(Buffer.from(page), 3).toString();
    expect(out).toBe(page.replace('<title>Мої консультації', '<title>(3) Мої консультації'));
  });

  it('leaves the page as it is with nothing unread, without a title, or with a title outside the head', () => {
    expect(withUnreadPrefix(Buffer.from(page), 0).toString()).toBe(page);
    const noTitle = '<html><head></head><body><title>svg</title></body></html>';
    expect(withUnreadPrefix(Buffer.from(noTitle), 2).toString()).toBe(noTitle);
  });
});
