import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost, buildUser, uniq } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('tools in the browser', () => {
  it('a calculator gives its first result without JavaScript, with the rule and its basis', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      locale: 'uk-UA',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/calculators');
    await page.getByRole('link', { name: 'Відпускні' }).click();
    await page.waitForURL('**/calculators/vidpuskni');
    await page.getByLabel('Перший день відпустки').fill('2026-03-02');
    await page.getByLabel('Календарних днів відпустки').fill('14');
    await page.getByLabel('Заробіток за 12 місяців перед місяцем відпустки, грн').fill('abc');
    await page.getByRole('button', { name: 'Розрахувати' }).click();
    expect(await page.getByText('Введіть число').count()).toBe(1);
    await page.getByLabel('Заробіток за 12 місяців перед місяцем відпустки, грн').fill('240 000');
    await page.getByRole('button', { name: 'Розрахувати' }).click();
    const result = page.getByTestId('calculation');
    await result.waitFor();
    expect(await page.getByTestId('computed-for').textContent()).toBe('Розраховано за нормами на 02.03.2026');
    expect(await result.textContent()).toContain('9\u00a0205,42 грн');
    expect(await result.getByTestId('rule').first().textContent()).toContain('Підстава:');
    await context.close();
  });

  it('a news article shows the live calculator its editor marked, server-rendered and working', async () => {
    const post = await buildNewsPost(e2e.server.deps.db, {
      title: 'Відпускні у березні 2026: рахуємо на прикладі',
      content:
        '<p>Порахуйте відпускні для свого працівника:</p><p>[calculator:vidpuskni]</p><p>Строк виплати — за три дні.</p>',
    });
    // The server's HTML holds the whole form, not a pending boundary to be streamed in later (ADR 041).
    const html = await (await fetch(`${e2e.server.url}${post.url}`)).text();
    expect(html).toContain('action="/calculators/vidpuskni"');
    expect(html).not.toContain('<!--$?-->');
    // Without JavaScript: the form is in the server's HTML and posts to the calculator page.
    const plain = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'uk-UA', javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(post.url);
    const embed = still.getByTestId('article-calculator');
    expect(await embed.getByRole('heading').textContent()).toBe('Калькулятор: Відпускні');
    expect(await still.getByTestId('news-body').textContent()).not.toContain('[calculator:');
    await embed.getByLabel('Перший день відпустки').fill('2026-03-02');
    await embed.getByLabel('Календарних днів відпустки').fill('14');
    await embed.getByLabel('Заробіток за 12 місяців перед місяцем відпустки, грн').fill('240000');
    await embed.getByRole('button', { name: 'Розрахувати' }).click();
    await still.waitForURL('**/calculators/vidpuskni');
    expect(await still.getByTestId('calculation').textContent()).toContain('9\u00a0205,42 грн');
    await plain.close();

    // With JavaScript: the result appears in the article itself, and a wrong figure is named.
    const { page } = await e2e.newPage();
    await page.goto(post.url);
    await waitForHydration(page);
    const live = page.getByTestId('article-calculator');
    await live.getByLabel('Перший день відпустки').fill('2026-03-02');
    await live.getByLabel('Календарних днів відпустки').fill('14');
    await live.getByLabel('Заробіток за 12 місяців перед місяцем відпустки, грн').fill('abc');
    await live.getByRole('button', { name: 'Розрахувати' }).click();
    await live.getByText('Введіть число').waitFor();
    await live.getByLabel('Заробіток за 12 місяців перед місяцем відпустки, грн').fill('240000');
    await live.getByRole('button', { name: 'Розрахувати' }).click();
    const result = live.getByTestId('calculation');
    await result.waitFor();
    expect(await result.textContent()).toContain('9\u00a0205,42 грн');
    expect(await result.getByTestId('computed-for').textContent()).toBe('Розраховано за нормами на 02.03.2026');
    expect(new URL(page.url()).pathname).toBe(post.url);

    // The calculator page tells a news writer which marker to type; a reader does not see it.
    await page.goto('/calculators/vidpuskni');
    expect(await page.getByTestId('embed-marker').count()).toBe(0);
    const { cookie } = await buildUser(e2e.server.deps.db, { role: 'news_editor' });
    const editor = await e2e.newPage({ session: cookie });
    await editor.page.goto('/calculators/vidpuskni');
    expect(await editor.page.getByTestId('embed-marker').textContent()).toContain('[calculator:vidpuskni]');
  });

  it('the classifier finds a misspelt title and opens its entry', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/professions-classifier');
    await waitForHydration(page);
    await page.getByRole('searchbox').or(page.getByLabel('Назва професії або код')).first().fill('бугалтер');
    await page.getByRole('button', { name: 'Знайти' }).click();
    await page.waitForURL('**/professions-classifier?q=*');
    const hits = page.getByTestId('classifier-hits');
    expect(await hits.getByRole('listitem').first().textContent()).toContain('Бухгалтер');
    await page.goto('/classifier?code=2411');
    expect(await page.getByTestId('classifier-entry').textContent()).toContain('Бухгалтер');
    await page.goto(`/classifier?q=${encodeURIComponent('стропольник')}`);
    expect(await page.getByTestId('classifier-hits').getByRole('listitem').first().textContent()).toContain(
      'Стропальник',
    );
    await page.goto(`/classifier?q=${encodeURIComponent('провідник пасажирьского')}`);
    expect(await page.getByTestId('classifier-hits').getByRole('listitem').first().textContent()).toContain(
      'Провідник пасажирського вагона',
    );
    await page.goto('/classifier?code=6123');
    expect(await page.getByTestId('classifier-entry').textContent()).toContain('Бджоляр');
    // A checked code carries no mark; a title written from knowledge says its code awaits checking.
    const bee = page.getByTestId('classifier-entry').getByRole('listitem').filter({ hasText: 'Бджоляр' });
    expect(await bee.getByTestId('unchecked-code').count()).toBe(0);
    await page.goto('/classifier?code=1475.4');
    const logistics = page.getByRole('listitem').filter({ hasText: 'Менеджер (управитель) з логістики' });
    expect(await logistics.getByTestId('unchecked-code').textContent()).toBe('код потребує перевірки');
    expect(await page.locator('#classifier-unchecked-note').textContent()).toContain('ДК 003:2010');
  });

  it('the calendar shows a role’s month and keeps an own event', async () => {
    const { cookie } = await buildUser(e2e.server.deps.db, { email: `${uniq('cal')}@example.com` });
    const { page } = await e2e.newPage({ session: cookie });
    await page.goto('/calendar?month=2026-03&roles=bukhhalter');
    await waitForHydration(page);
    expect(await page.getByTestId('calendar-month').textContent()).toBe('Березень 2026');
    expect(await page.getByTestId('calendar-events').textContent()).toContain('Сплата ЄСВ за попередній місяць');
    await page.getByLabel('Дата').fill('2026-03-18');
    await page.getByLabel('Назва', { exact: true }).fill('Звірка з ТЦК');
    await page.getByRole('button', { name: 'Додати подію' }).click();
    await expect.poll(() => page.getByTestId('calendar-events').textContent()).toContain('Звірка з ТЦК');
    expect(await page.getByTestId('ical-url').textContent()).toMatch(/\/api\/calendar\/ical\/[\w-]{32}\.ics$/);
  });

  it('the year view lists every month with its deadlines and leads to a month', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/calendar?year=2026&roles=bukhhalter');
    await waitForHydration(page);
    const year = page.getByTestId('calendar-year');
    expect(await year.getByRole('heading', { level: 3 }).count()).toBe(12);
    const march = year.getByRole('region', { name: 'Березень 2026' });
    expect(await march.textContent()).toContain('Сплата ЄСВ за попередній місяць');
    await march.getByRole('link', { name: 'Березень 2026' }).click();
    await page.waitForURL('**/calendar?month=2026-03*');
    await expect.poll(() => page.getByTestId('calendar-month').textContent()).toBe('Березень 2026');
    expect(await page.getByTestId('calendar-year').count()).toBe(0);
  });

  it('a new feed address replaces the old one, which stops working', async () => {
    const { cookie } = await buildUser(e2e.server.deps.db, { email: `${uniq('ical')}@example.com` });
    const { page } = await e2e.newPage({ session: cookie });
    await page.goto('/calendar?month=2026-03');
    await waitForHydration(page);
    const oldUrl = (await page.getByTestId('ical-url').textContent()) ?? '';
    expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(200);
    await page.getByRole('button', { name: 'Отримати нову адресу' }).click();
    await page.getByRole('status').filter({ hasText: 'Адресу змінено' }).waitFor();
    await expect.poll(() => page.getByTestId('ical-url').textContent()).not.toBe(oldUrl);
    const newUrl = (await page.getByTestId('ical-url').textContent()) ?? '';
    expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(404);
    const feed = await page.request.get(new URL(newUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });

  it('a demo account opens its calendar with the saved roles and its own notes', async () => {
    const { page } = await e2e.newPage({ loginAs: 'professional@fahivets.ua' });
    await page.goto('/personal-calendar?month=2026-05');
    expect(await page.getByTestId('calendar-month').textContent()).toBe('Травень 2026');
    const events = await page.getByTestId('calendar-events').textContent();
    expect(events).toContain('Переглянути наказ про норму робочого часу');
    expect(events).toContain('Повідомлення до ТЦК про зміну облікових даних працівників');
    expect(await page.getByLabel('Нагадувати на e-mail за днів (порожньо — не нагадувати)').inputValue()).toBe('3');
  });

  it('site search shows tabs with counts across kinds', async () => {
    await buildNewsPost(e2e.server.deps.db, { title: 'Єдиний внесок із лікарняних: приклади 2026' });
    const { page } = await e2e.newPage();
    await page.goto(`/search?q=${encodeURIComponent('ЄСВ лікарняні')}`);
    await waitForHydration(page);
    expect(Number(await page.getByTestId('count-news').textContent())).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('search-results').textContent()).toContain('Єдиний внесок із лікарняних');
    await page.goto(`/search-google?q=${encodeURIComponent('лікарняні')}&kind=calculators`);
    expect(await page.getByTestId('search-results').textContent()).toContain('Лікарняні');
  });

  it('at 360 px no tools page scrolls sideways, and axe finds nothing serious', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    const article = await buildNewsPost(e2e.server.deps.db, {
      title: 'Лікарняні з 1 квітня 2026 року',
      content: '<p>Перевірте суму:</p><p>[calculator:likarniani]</p>',
    });
    for (const path of [
      article.url,
      '/calculators',
      '/calculators/zarplata-na-ruky',
      '/professions-classifier?code=241',
      '/calendar?month=2026-03',
      '/search?q=%D0%84%D0%A1%D0%92',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }, 240_000);
});
