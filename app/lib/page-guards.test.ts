import { describe, expect, it } from 'vitest';
import { routeTable } from '../../common/route-table';
import { entryOfPattern } from './page-guards.server';

describe('page middleware: route pattern → route-table entry', () => {
  it('every application route has its own path, so a pattern names one route', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds pages by the pattern React Router reports, and nothing for routes outside the table', () => {
    expect(entryOfPattern('/')?.name).toBe('index');
    expect(entryOfPattern('profile/:id/dashboard')?.name).toBe('profile-id-dashboard');
    expect(entryOfPattern('/news/:category?')?.name).toBe('news');
    expect(entryOfPattern(':alias')?.name).toBe('landing');
    expect(entryOfPattern('*')).toBeUndefined();
    expect(entryOfPattern('sitemap.xml')).toBeUndefined();
  });
});
