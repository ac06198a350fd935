import { describe, expect, it } from 'vitest';
import { CHAT_WIDGET_HIDDEN_PATHS, isChatWidgetHidden } from './chat-widget';

describe('chat widget rule', () => {
  it.each(CHAT_WIDGET_HIDDEN_PATHS)('hides on %s and paths starting with it', (path) => {
    expect(isChatWidgetHidden(path, '')).toBe(true);
    expect(isChatWidgetHidden(`${path}/more`, '?a=1')).toBe(true);
    expect(isChatWidgetHidden(`${path}_x`, '')).toBe(true);
  });
  it.each(['/', '/news', '/news/1-slug', '/profile/1/subscriptions', '/consultations', '/kadry'])(
    'shows on %s',
    (path) => {
      expect(isChatWidgetHidden(path, '')).toBe(false);
    },
  );
  it('stays visible on a hidden path when next is /room_velseminar', () => {
    expect(isChatWidgetHidden('/login', '?next=%2Froom_velseminar')).toBe(false);
    expect(isChatWidgetHidden('/signup', '?next=/room_velseminar&x=1')).toBe(false);
    expect(isChatWidgetHidden('/login', '?next=%2Froom_velseminar%2Fx')).toBe(true);
    expect(isChatWidgetHidden('/login', '?next=%2Fnews')).toBe(true);
  });
});
