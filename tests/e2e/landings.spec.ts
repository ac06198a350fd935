import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBlock } from '../../common/page-blocks';
import { campaignRegistrations, pages } from '../../server/db/schema';
import { buildUser, uniq } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const aliasOf = (prefix: string) =>
  uniq(prefix)
    .replace(/[^a-z0-9_-]/gi, '_')
    .toLowerCase();

async function buildLanding(blocks: PageBlock[]) {
  const alias = aliasOf('promo');
  await e2e.server.deps.db.insert(pages).values({ alias, title: 'Осіння акція', blocks });
  return alias;
}

describe('landing pages built from blocks', () => {
  it('a staff user edits a landing block, publishes it and guests see it at once', async () => {
    const alias = await buildLanding([
      { type: 'hero', title: 'Осіння акція для кадровиків', subtitle: 'Лише до кінця листопада' },
      { type: 'text', paragraphs: ['Передплата на рік — з подарунком.'] },
    ]);
    const { page: guest } = await e2e.newPage();
    await guest.goto(`/${alias}`);
    await expect(guest.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Осіння акція для кадровиків');

    const editor = await buildUser(e2e.server.deps.db, { role: 'events_editor' });
    const { page } = await e2e.newPage({ session: editor.cookie });
    await page.goto(`/landings/editor?alias=${alias}`);
    await waitForHydration(page);
    const hero = page.getByRole('listitem', { name: 'Блок 1: Головний екран' });
    await hero.getByLabel('Заголовок', { exact: true }).fill('Зимова акція для кадровиків');
    await page.getByRole('listitem', { name: 'Блок 2: Текст' }).getByRole('button', { name: 'Видалити' }).click();
    await page.getByLabel('Новий блок').selectOption('cta');
    await page.getByRole('button', { name: 'Додати блок' }).click();
    const cta = page.getByRole('listitem', { name: 'Блок 2: Заклик до дії' });
    // A bad value is refused with the server's message.
    await cta.getByLabel('Посилання', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
    await cta.getByText('Посилання має починатися з «/» або «https://»').waitFor();
    await cta.getByLabel('Посилання', { exact: true }).fill('/subscribe');
    await cta.getByLabel('Текст кнопки', { exact: true }).fill('Обрати пакет');
    // Move the call to action above the hero and back.
    await cta.getByRole('button', { name: 'Вище' }).click();
    await page.getByRole('listitem', { name: 'Блок 2: Головний екран' }).getByRole('button', { name: 'Вище' }).click();
    await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
    await page.getByText('Чернетку збережено').waitFor();

    // The draft is visible in the preview only.
    await guest.goto(`/${alias}`);
    await expect(guest.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Осіння акція для кадровиків');
    const preview = await e2e.newPage({ session: editor.cookie });
    await preview.page.goto(`/${alias}?preview=1`);
    await preview.page.getByText('Попередній перегляд чернетки').waitFor();
    await preview.page.getByRole('heading', { name: 'Зимова акція для кадровиків' }).waitFor();

    await page.getByRole('button', { name: 'Опублікувати' }).click();
    await page.getByText('Сторінку опубліковано').waitFor();

    await guest.goto(`/${alias}`);
    await expect(guest.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Зимова акція для кадровиків');
    await guest.getByRole('link', { name: 'Обрати пакет' }).waitFor();
    expect(
      await guest.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block'))),
    ).toEqual(['hero', 'cta']);
  });

  it('a plain reader cannot open the editor', async () => {
    const reader = await buildUser(e2e.server.deps.db);
    const { page } = await e2e.newPage({ session: reader.cookie });
    const response = await page.goto('/landings/editor');
    expect(response?.status()).toBe(403);
  });

  it('a landing form opened with utm parameters records the source with the registration', async () => {
    const campaign = aliasOf('autumn_offer');
    const alias = await buildLanding([
      { type: 'hero', title: 'Чек-лист кадровика у подарунок' },
      { type: 'form', title: 'Куди надіслати?', campaign, button: 'Отримати подарунок', withPhone: true },
    ]);
    const email = `${aliasOf('landing')}@example.com`;
    const { page } = await e2e.newPage();
    await page.goto(`/${alias}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Куди надіслати?' });
    await form.getByLabel('Ім’я').fill('Марія Шевчук');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Телефон').fill('+380671234567');
    await form.getByRole('button', { name: 'Отримати подарунок' }).click();
    await page.waitForURL((url) => url.pathname !== `/${alias}`);

    const [registration] = await e2e.server.deps.db
      .select()
      .from(campaignRegistrations)
      .where(eq(campaignRegistrations.campaign, campaign));
    expect(registration).toMatchObject({ email, source: 'newsletter', medium: 'email' });
    expect(registration?.utm.campaign).toBe('autumn');
  });
});
