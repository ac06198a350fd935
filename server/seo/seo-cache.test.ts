import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { seoSettings } from '../db/schema';
import { getSeoSettings, invalidateSeoSettings } from './get-seo-settings';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('SEO rows cached with the shell data', () => {
  it('a path is read once, and again after a write invalidates the cache', async () => {
    const { db } = database;
    expect(await getSeoSettings({ db, url: '/cached-seo', theme: 'hr' })).toBeNull();
    await db.insert(seoSettings).values({ url: '/cached-seo', title: 'Перший', text: '' });
    // Still the cached absence: no query per page.
    expect(await getSeoSettings({ db, url: 'https://x.ua/cached-seo/', theme: 'hr' })).toBeNull();
    invalidateSeoSettings(db);
    expect((await getSeoSettings({ db, url: '/cached-seo', theme: 'hr' }))?.title).toBe('Перший');
    await db.update(seoSettings).set({ title: 'Другий' }).where(eq(seoSettings.url, '/cached-seo'));
    invalidateSeoSettings(db);
    expect((await getSeoSettings({ db, url: '/cached-seo', theme: 'hr' }))?.title).toBe('Другий');
  });
});
