import { describe, expect, it } from 'vitest';
import { canEditComment, chunkedCount, commentRules, countComments, takeComments } from '../../common/comments';

const tree = (n: number, replies = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: i, children: Array.from({ length: replies }, () => ({ children: [] })) }));

describe('chunked rendering of long lists (spec part 2 §9)', () => {
  it('renders short lists at once, long ones a chunk of 50 more every interval', () => {
    expect(commentRules.chunk).toEqual({ size: 50, everyMs: 500, aboveSearch: 300, aboveList: 10_000 });
    expect(chunkedCount(300, 'search', 0)).toBe(300);
    expect(chunkedCount(301, 'search', 0)).toBe(50);
    expect(chunkedCount(301, 'search', 5)).toBe(300);
    expect(chunkedCount(301, 'search', 6)).toBe(301);
    expect(chunkedCount(10_000, 'list', 0)).toBe(10_000);
    expect(chunkedCount(10_001, 'list', 0)).toBe(50);
    expect(chunkedCount(10_001, 'list', 1)).toBe(100);
    expect(chunkedCount(10_001, 'list', 500)).toBe(10_001);
  });

  it('counts replies and takes whole conversations up to the chunk', () => {
    const list = tree(30, 3);
    expect(countComments(list)).toBe(120);
    expect(takeComments(list, 50).map((c) => c.id)).toEqual([...Array(12).keys()]);
    // A conversation larger than a chunk still shows.
    expect(takeComments(tree(2, 80), 50)).toHaveLength(1);
    expect(takeComments(tree(5), 50)).toHaveLength(5);
  });

  it('the edit window: own visible comments for 15 minutes, staff always', () => {
    const created = new Date('2026-03-02T10:00:00Z');
    const c = { user_id: 7, created_at: created.toISOString(), state: 'visible' };
    const at = (min: number) => created.getTime() + min * 60_000;
    expect(canEditComment(c, { id: 7, isStaff: false, now: at(14) })).toBe(true);
    expect(canEditComment(c, { id: 7, isStaff: false, now: at(16) })).toBe(false);
    expect(canEditComment(c, { id: 8, isStaff: false, now: at(1) })).toBe(false);
    expect(canEditComment(c, { id: null, isStaff: false, now: at(1) })).toBe(false);
    expect(canEditComment({ ...c, state: 'blocked' }, { id: 7, isStaff: false, now: at(1) })).toBe(false);
    expect(canEditComment(c, { id: 1, isStaff: true, now: at(600) })).toBe(true);
  });
});
