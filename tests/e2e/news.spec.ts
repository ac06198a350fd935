import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts } from '../../server/db/schema';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function seededPost(pick: (p: typeof newsPosts.$inferSelect) => boolean) {
  const rows = await e2e.server.deps.db.select().from(newsPosts);
  const row = rows.find(pick);
  if (!row) throw new Error('no seeded post');
  return row;
}
const cards = (page: import('playwright-core').Page) => page.getByTestId('news-card');

describe('news in the browser', () => {
  it('reads the list, loads more, filters by category and topic, searches', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/news');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Новини');
    expect(await cards(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Показати ще' }).click();
    await expect.poll(() => cards(page).count()).toBe(40);

    await page
      .getByRole('navigation', { name: 'Рубрики новин' })
      .getByRole('link', { name: 'Військовий облік' })
      .click();
    await page.waitForURL('**/news/viiskovyi-oblik');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Військовий облік');
    // A category starts a fresh list: the 40 cards loaded so far give way to its own (fewer than a page).
    await expect.poll(() => cards(page).count()).toBeLessThan(20);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(3);

    await page.getByRole('combobox', { name: 'Теми' }).selectOption('mobilizatsiia-ta-bronyuvannia');
    await page.waitForURL('**/news/viiskovyi-oblik?topicItems=mobilizatsiia-ta-bronyuvannia');
    await expect.poll(() => cards(page).count()).toBeLessThan(count);

    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Пошук новин' }).fill('бронювання');
    await page.getByRole('button', { name: 'Знайти' }).click();
    await page.waitForURL('**/news?q=*');
    await expect
      .poll(async () =>
        (await page.getByTestId('news-snippet').evaluateAll((els) => els.map((e) => e.innerHTML))).join('\n'),
      )
      .toContain('<mark>');
    expect((await cards(page).first().getByRole('heading').textContent())?.toLowerCase()).toContain('бронювання');
  });

  it('a guest who favourites a post gets the login popup; after signing in the favourite is added', async () => {
    const row = await seededPost((p) => p.isFree && p.status === 'published');
    const { page } = await e2e.newPage();
    await page.goto(`/news/${row.id}-${row.slug}`);
    await waitForHydration(page);
    const before = Number(await page.getByTestId('favorites-count').textContent());
    await page.getByRole('button', { name: /В обране/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Вхід' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill('professional@fahivets.ua');
    await dialog.getByLabel('Пароль', { exact: true }).fill('fahivets2026');
    await dialog.getByRole('button', { name: 'Увійти', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe(String(before + 1));
    expect(await page.getByRole('button', { name: /В обраному/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a guest who closes the login popup changes nothing', async () => {
    const row = await seededPost((p) => p.isFree && p.status === 'published');
    const { page } = await e2e.newPage();
    await page.goto(`/news/${row.id}-${row.slug}`);
    await waitForHydration(page);
    const before = await page.getByTestId('favorites-count').textContent();
    await page.getByRole('button', { name: /В обране/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Вхід' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('favorites-count').textContent()).toBe(before);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Увійти' }).count()).toBe(1);
  });

  it('opens a post (SSR, OG tags, contents), reacts, favourites (count moves by 1) and shares', async () => {
    const row = await seededPost(
      (p) => p.isFree && p.status === 'published' && p.title.startsWith('Індексація зарплати'),
    );
    const html = await (await fetch(`${e2e.server.url}/news/${row.id}-${row.slug}`)).text();
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/news/${row.id}-${row.slug}"`);
    const { page } = await e2e.newPage({ loginAs: 'user@fahivets.ua' });
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('link', { name: row.title }).click();
    await page.waitForURL(`**/news/${row.id}-${row.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(row.title);
    expect(await page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).textContent()).toContain('Новини');
    await page.getByRole('navigation', { name: 'Зміст' }).getByRole('link').first().click();
    expect(page.url()).toContain('#rozdil-1');

    const useful = page.getByRole('button', { name: /^Корисно: / });
    expect(await useful.getAttribute('aria-label')).toBe('Корисно: 0');
    await useful.click();
    await expect.poll(() => useful.getAttribute('aria-pressed')).toBe('true');
    expect(await useful.getAttribute('aria-label')).toBe('Корисно: 1');

    const fav = page.getByRole('button', { name: /В обране/ });
    const before = Number(await page.getByTestId('favorites-count').textContent());
    await fav.click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe(String(before + 1));
    expect(await page.getByRole('button', { name: /В обраному/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /В обраному/ }).click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe(String(before));

    const shares = Number(await page.getByTestId('share-count').textContent());
    await page.getByRole('button', { name: /^Поділитися \d+/ }).click();
    await expect.poll(() => page.getByTestId('share-count').textContent()).toBe(String(shares + 1));
    expect(await page.getByRole('heading', { name: /Коментарі/ }).textContent()).toContain('(0)');
  });

  it('a guest sees a paywalled post cut, with the video placeholder, in SSR HTML and on screen', async () => {
    const rows = await e2e.server.deps.db.select().from(newsPosts);
    const row = rows.find((p) => !p.isFree && p.contentShort.includes('<iframe') && p.status === 'published');
    if (!row) throw new Error('no paywalled post with a video');
    const hidden = row.content
      .split('<h2')[2]
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .slice(0, 60);
    const html = await (await fetch(`${e2e.server.url}/news/${row.id}-${row.slug}`)).text();
    expect(html).not.toContain(hidden);
    expect(html).toContain('ДОСТУП ДО ПЕРЕГЛЯДУ НЕ НАДАНО');
    expect(html).not.toContain('youtube-nocookie.com/embed');
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto(`/news/${row.id}-${row.slug}`);
    await waitForHydration(page);
    expect(await page.getByRole('img', { name: 'Доступ до перегляду не надано' }).count()).toBe(1);
    expect(await page.getByText('Повний текст доступний передплатникам').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Детальніше' }).getAttribute('href')).toBe('/subscribe');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('copy with source: a reader gets "Джерело: {url}" appended; a news editor does not', async () => {
    const row = await seededPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Графік відпусток'));
    const copied = async (loginAs?: string) => {
      const { page } = await e2e.newPage({ loginAs });
      await page.goto(`/news/${row.id}-${row.slug}`);
      await waitForHydration(page);
      return page.evaluate(() => {
        const body = document.querySelector('[data-testid="news-body"] p') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(body);
        const sel = window.getSelection() as Selection;
        sel.removeAllRanges();
        sel.addRange(range);
        const data = new DataTransfer();
        document.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
        return { text: data.getData('text/plain'), html: data.getData('text/html') };
      });
    };
    const reader = await copied('user@fahivets.ua');
    expect(reader.text).toMatch(new RegExp(`\\n\\nДжерело: ${e2e.server.url}/news/${row.id}-${row.slug}$`));
    expect(reader.html).toContain(`<a href="${e2e.server.url}/news/${row.id}-${row.slug}">`);
    const editor = await copied('editor@fahivets.ua');
    expect(editor.text).toBe('');
  });

  it('a news editor writes a post with an image and publishes it; it appears in the list', async () => {
    const { page } = await e2e.newPage({ loginAs: 'editor@fahivets.ua' });
    await page.goto('/news/editor');
    await waitForHydration(page);
    await page
      .getByRole('textbox', { name: 'Заголовок', exact: true })
      .fill('Роз’яснення Мінекономіки щодо відпусток у 2026 році');
    const body = page.getByRole('textbox', { name: 'Текст новини' });
    await body.click();
    await page.keyboard.type('Мінекономіки оприлюднило роз’яснення щодо надання щорічних відпусток.');
    await page.getByRole('button', { name: 'Заголовок H2' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Працівник може поділити відпустку на частини.');
    await page.getByRole('button', { name: 'Абзац' }).click();
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/news/image'));
    const exe = Buffer.alloc(512);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    await page.getByLabel('Файл зображення').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: exe });
    expect((await upload).status()).toBe(422);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload2 = page.waitForResponse((r) => r.url().endsWith('/api/news/image'));
    await page.getByLabel('Файл зображення').setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: png });
    expect((await upload2).status()).toBe(201);
    await expect.poll(() => body.locator('img').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Кадри' }).check();
    await page.getByRole('combobox', { name: 'Статус' }).selectOption('published');
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await page.waitForURL(/\/news\/\d+-roziasnennia-minekonomiky/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Роз’яснення Мінекономіки щодо відпусток у 2026 році');
    expect(await page.getByTestId('news-body').locator('img[src^="/uploads/news/"]').count()).toBe(1);
    expect(await page.getByTestId('news-body').locator('h2').textContent()).toContain('Мінекономіки оприлюднило');
    const { page: reader } = await e2e.newPage();
    await reader.goto('/news/kadry');
    expect(await cards(reader).first().getByRole('heading').textContent()).not.toBe('');
    expect(
      await reader.getByRole('link', { name: 'Роз’яснення Мінекономіки щодо відпусток у 2026 році' }).count(),
    ).toBe(1);
  });

  it('a refused save shows every field error under its own field and focuses the first', async () => {
    const { page } = await e2e.newPage({ loginAs: 'editor@fahivets.ua' });
    await page.goto('/news/editor');
    await waitForHydration(page);
    // The shared contract refuses it in the browser already; nothing is sent.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: 'Зберегти' }).click();
    const title = page.getByRole('textbox', { name: 'Заголовок', exact: true });
    const body = page.getByRole('textbox', { name: 'Текст новини' });
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field: typeof title) =>
      field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(await describedBy(title)).toBe('Введіть заголовок новини');
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(body)).toBe('Додайте текст новини');
    expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(requests.filter((u) => u.endsWith('/api/news/store-post'))).toEqual([]);
  });

  it('search results show the 20 best with the total and no load-more that cannot load', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/news?q=${encodeURIComponent('працівників')}`);
    await waitForHydration(page);
    expect(await cards(page).count()).toBe(20);
    expect(await page.getByRole('status').filter({ hasText: 'Знайдено' }).textContent()).toMatch(
      /^Знайдено: \d+\. Показано 20 найрелевантніших/,
    );
    expect(await page.getByRole('button', { name: 'Показати ще' }).count()).toBe(0);
  });

  it('the editor is for news editors only; drafts stay hidden from readers', async () => {
    const { page } = await e2e.newPage({ loginAs: 'user@fahivets.ua' });
    const r = await page.goto('/news/editor');
    expect(r?.status()).toBe(403);
    const draft = await seededPost((p) => p.status === 'draft');
    const r2 = await page.goto(`/news/${draft.id}-${draft.slug}`);
    expect(r2?.status()).toBe(404);
    const { page: guest } = await e2e.newPage();
    await guest.goto('/news/editor');
    expect(new URL(guest.url()).pathname).toBe('/login');
  });
});
