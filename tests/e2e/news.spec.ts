import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../../common/themes';
import { type BuiltUser, buildNewsPost, buildUser, uniq } from '../support/factories';
import { requestWithHost } from '../support/host-request';
import { type E2E, startE2E, waitForHydration } from './support/browser';

/**
 * Every post, category, topic and account here is built by this file on a database without demo
 * content, so the counts asserted are the counts made. Posts are the HR site's unless named otherwise.
 */
let e2e: E2E;
let reader: BuiltUser;
let editor: BuiltUser;
const category = { alias: 'oblik-e2e', title: 'Категорія oblik-e2e' };
const otherCategory = 'kadry-e2e';
const topic = 'bronyuvannia-e2e';
const VIDEO =
  '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Відео до новини" width="560" ' +
  'height="315"></iframe>';
const body = (lead: string) =>
  `<p>${lead}</p><p>Роботодавець перевіряє документи працівників заздалегідь.</p>` +
  '<h2>Що змінилося</h2><p>Порядок оновили для всіх працівників підприємства.</p>' +
  '<h2>Як діяти</h2><p>Відповідальна особа готує список працівників і подає його вчасно.</p>';
interface Built {
  id: number;
  title: string;
  url: string;
}
const posts = {} as Record<'indexing' | 'vacations' | 'paywalled' | 'draft' | 'accounting', Built>;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const db = e2e.server.database.db;
  [reader, editor] = await Promise.all([buildUser(db), buildUser(db, { role: 'news_editor' })]);
  const author = editor.user;
  const make = async (opts: Parameters<typeof buildNewsPost>[1]) => {
    const { id, title, url } = await buildNewsPost(db, { author, themes: ['hr'], ...opts });
    return { id, title, url };
  };
  // 12 in the category (5 of them on the topic, 3 with «бронювання» in the title), 33 elsewhere: 45 in all.
  for (let i = 0; i < 12; i++) {
    await make({
      title: i < 3 ? `Бронювання працівників: крок ${i + 1} ${uniq('')}` : `Облік працівників ${uniq('')}`,
      content: body(i < 3 ? 'Бронювання працівників подовжили.' : 'Новина рубрики обліку для працівників.'),
      category: category.alias,
      topics: i < 5 ? [topic] : [],
      publishedAt: new Date(Date.UTC(2026, 9, 1 + i)),
    });
  }
  for (let i = 0; i < 31; i++) {
    await make({
      content: body('Загальна новина для працівників.'),
      category: otherCategory,
      publishedAt: new Date(Date.UTC(2026, 8, 1 + i)),
    });
  }
  posts.indexing = await make({
    title: 'Індексація зарплати у листопаді',
    content: body('Індексацію нараховують працівникам щомісяця.'),
    category: otherCategory,
  });
  posts.vacations = await make({
    title: 'Графік відпусток на наступний рік',
    content: body('Графік відпусток затверджують до кінця року.'),
    category: otherCategory,
  });
  posts.paywalled = await make({
    title: 'Закрита новина з відео',
    content:
      `<p>Вступ для всіх.</p>${VIDEO}<h2>Перший розділ</h2><p>Відкритий лише передплатникам перший розділ.</p>` +
      '<h2>Другий розділ</h2><p>Прихований від гостей другий розділ тексту новини.</p>',
    contentShort: `<p>Вступ для всіх.</p>${VIDEO}`,
    paywalled: true,
  });
  posts.draft = await make({ title: 'Чернетка для редакторів', state: 'draft' });
  posts.accounting = await make({
    title: 'Новина лише для бухгалтерів',
    content: body('Про ЄСВ і звітність.'),
    themes: ['accounting'],
  });
});
afterAll(async () => {
  await e2e?.close();
});

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

    await page.getByRole('navigation', { name: 'Рубрики новин' }).getByRole('link', { name: category.title }).click();
    await page.waitForURL(`**/news/${category.alias}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(category.title);
    // A category starts a fresh list: the 40 cards loaded so far give way to its own 12.
    await expect.poll(() => cards(page).count()).toBe(12);

    await page.getByRole('combobox', { name: 'Теми' }).selectOption(topic);
    await page.waitForURL(`**/news/${category.alias}?topicItems=${topic}`);
    await expect.poll(() => cards(page).count()).toBe(5);

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
    expect(await cards(page).count()).toBe(3);
    expect((await cards(page).first().getByRole('heading').textContent())?.toLowerCase()).toContain('бронювання');
  });

  it('a guest who favourites a post gets the login popup; after signing in the favourite is added', async () => {
    const { user, password } = await buildUser(e2e.server.database.db);
    const { page } = await e2e.newPage();
    await page.goto(posts.vacations.url);
    await waitForHydration(page);
    const before = Number(await page.getByTestId('favorites-count').textContent());
    await page.getByRole('button', { name: /В обране/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Вхід' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByLabel('Пароль', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Увійти', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe(String(before + 1));
    expect(await page.getByRole('button', { name: /В обраному/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a guest who closes the login popup changes nothing', async () => {
    const { page } = await e2e.newPage();
    await page.goto(posts.indexing.url);
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
    const row = posts.indexing;
    const html = await (await fetch(`${e2e.server.url}${row.url}`)).text();
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}${row.url}"`);
    const { page } = await e2e.newPage({ session: reader.cookie });
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('link', { name: row.title }).click();
    await page.waitForURL(`**${row.url}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(row.title);
    expect(await page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).textContent()).toContain('Новини');
    // Each entry of the contents is a finger-sized target (WCAG 2.5.8: 24 px), on a phone's 360 px too.
    const entries = await page.getByRole('navigation', { name: 'Зміст' }).getByRole('link').all();
    expect(entries.length).toBeGreaterThan(0);
    for (const width of [page.viewportSize()?.width ?? 1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const entry of entries) expect((await entry.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    }
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
    const row = posts.paywalled;
    const hidden = 'Прихований від гостей другий розділ тексту новини.';
    const html = await (await fetch(`${e2e.server.url}${row.url}`)).text();
    expect(html).not.toContain(hidden);
    expect(html).toContain('ДОСТУП ДО ПЕРЕГЛЯДУ НЕ НАДАНО');
    expect(html).not.toContain('youtube-nocookie.com/embed');
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto(row.url);
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
    const row = posts.vacations;
    const copied = async (session?: string) => {
      const { page } = await e2e.newPage({ session });
      await page.goto(row.url);
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
    const asReader = await copied(reader.cookie);
    expect(asReader.text).toMatch(new RegExp(`\\n\\nДжерело: ${e2e.server.url}${row.url}$`));
    expect(asReader.html).toContain(`<a href="${e2e.server.url}${row.url}">`);
    const asEditor = await copied(editor.cookie);
    expect(asEditor.text).toBe('');
  });

  it('a news editor writes a post with an image and publishes it; it appears in the list', async () => {
    const { page } = await e2e.newPage({ session: editor.cookie });
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
    await page.getByRole('checkbox', { name: category.title }).check();
    await page.getByRole('combobox', { name: 'Статус' }).selectOption('published');
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await page.waitForURL(/\/news\/\d+-roziasnennia-minekonomiky/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Роз’яснення Мінекономіки щодо відпусток у 2026 році');
    expect(await page.getByTestId('news-body').locator('img[src^="/uploads/news/"]').count()).toBe(1);
    expect(await page.getByTestId('news-body').locator('h2').textContent()).toContain('Мінекономіки оприлюднило');
    const { page: guest } = await e2e.newPage();
    await guest.goto(`/news/${category.alias}`);
    expect(await cards(guest).first().getByRole('heading').textContent()).not.toBe('');
    expect(await guest.getByRole('link', { name: 'Роз’яснення Мінекономіки щодо відпусток у 2026 році' }).count()).toBe(
      1,
    );
  });

  it('a refused save shows every field error under its own field and focuses the first', async () => {
    const { page } = await e2e.newPage({ session: editor.cookie });
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
    const term = encodeURIComponent('працівників');
    // The page states the search's own total (more than one page of it), as the API counts it.
    const { meta } = await (await fetch(`${e2e.server.url}/api/news/search?q=${term}`)).json();
    expect(meta.total).toBeGreaterThan(20);
    await page.goto(`/news?q=${term}`);
    await waitForHydration(page);
    expect(await cards(page).count()).toBe(20);
    expect(await page.getByRole('status').filter({ hasText: 'Знайдено' }).textContent()).toMatch(
      new RegExp(`^Знайдено: ${meta.total}\\. Показано 20 найрелевантніших`),
    );
    expect(await page.getByRole('button', { name: 'Показати ще' }).count()).toBe(0);
  });

  it('the editor is for news editors only; drafts stay hidden from readers', async () => {
    const { page } = await e2e.newPage({ session: reader.cookie });
    const r = await page.goto('/news/editor');
    expect(r?.status()).toBe(403);
    const r2 = await page.goto(posts.draft.url);
    expect(r2?.status()).toBe(404);
    const { page: guest } = await e2e.newPage();
    await guest.goto('/news/editor');
    expect(new URL(guest.url()).pathname).toBe('/login');
  });
});

describe('each site shows its own news and wording (SSR)', () => {
  const page = (host: string, path: string) => requestWithHost(e2e.server.url, path, { host });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

  it('home title and description, the news list, the calendar title and the sitemap follow the host', async () => {
    for (const [host, theme] of [
      ['127.0.0.1', themes.hr],
      ['buh.localhost', themes.accounting],
    ] as const) {
      const home = (await page(host, '/')).text;
      expect(titleOf(home)).toBe(`${theme.wording.homeTitle} — ${theme.name}`);
      expect(home).toContain(`<meta name="description" content="${theme.wording.homeDescription}"/>`);
      const calendar = (await page(host, '/personal-calendar')).text;
      expect(titleOf(calendar)).toBe(`${theme.wording.calendar} — ${theme.name}`);
    }
    const hrNews = (await page('127.0.0.1', '/news')).text;
    expect(hrNews).toContain(posts.indexing.title);
    expect(hrNews).not.toContain(posts.accounting.title);
    const accountingNews = await page('buh.localhost', '/news');
    expect(accountingNews.text).toContain(posts.accounting.title);
    expect(accountingNews.text).not.toContain(posts.indexing.title);
    expect((await page('buh.localhost', posts.indexing.url)).status).toBe(404);
    expect((await page('127.0.0.1', posts.accounting.url)).status).toBe(404);

    const hrMap = (await page('127.0.0.1', '/sitemap.xml')).text;
    expect(hrMap).toContain(posts.indexing.url);
    expect(hrMap).not.toContain(posts.accounting.url);
    const accountingMap = (await page('buh.localhost', '/sitemap.xml')).text;
    expect(accountingMap).toContain(posts.accounting.url);
    expect(accountingMap).not.toContain(posts.indexing.url);
  });
});
