import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noAccessText } from '../../common/consultations';
import { buildUser, grantSubscription } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const QUESTION = 'Працівниця просить перенести щорічну відпустку через лікарняний. Як оформити наказ?';

describe('consultations in the browser', () => {
  it('a Professional subscriber asks; a consultant takes and answers; the unread count goes live and clears', async () => {
    const db = e2e.server.deps.db;
    const client = await buildUser(db, { name: 'Марія Клієнтка' });
    await grantSubscription(db, { userId: client.user.id, packageCode: 'professional' });
    const consultant = await buildUser(db, { role: 'consultant', name: 'Олена Експертна' });

    const { page } = await e2e.newPage({ session: client.cookie });
    await page.goto('/consultations/osobistiy-konsultant');
    await waitForHydration(page);
    expect(await page.getByTestId('response-promise').textContent()).toContain('від 15 хвилин, 24/7');
    await page.getByRole('textbox', { name: 'Ваше запитання' }).fill(QUESTION);
    await page.getByLabel('Файли (до 5)').setInputFiles('tests/fixtures/attachments/notatky.txt');
    await page.getByRole('list', { name: 'Додані файли' }).getByText('notatky.txt').waitFor();
    await page.getByRole('button', { name: 'Поставити запитання' }).click();
    await page.waitForURL(/\/consultations\/osobistiy-konsultant\/\d+$/);
    const questionUrl = new URL(page.url()).pathname;
    expect(await page.getByTestId('question-status').textContent()).toBe('Нове');
    await page.getByRole('link', { name: 'notatky.txt' }).waitFor();

    // The client waits in 'Мої консультації' with the live channel joined.
    await page.goto(`/profile/${client.user.id}/consultations`);
    await waitForHydration(page);
    await page.waitForSelector('html[data-consultations-channel="joined"]');
    expect(await page.title()).not.toMatch(/^\(\d+\) /);

    const desk = await e2e.newPage({ session: consultant.cookie });
    await desk.page.goto('/consultations-desk');
    await waitForHydration(desk.page);
    await desk.page.getByRole('list', { name: 'Черга' }).getByRole('link', { name: QUESTION }).click();
    await desk.page.waitForURL(`**${questionUrl}`);
    await desk.page.getByRole('button', { name: 'Взяти в роботу' }).click();
    await desk.page.getByTestId('question-status').getByText('В роботі', { exact: true }).waitFor();
    await desk.page.getByRole('textbox', { name: 'Відповідь експерта' }).click();
    await desk.page.keyboard.type('Відпустку переносять за заявою працівниці, наказ видають у день виходу.');
    await desk.page.getByRole('button', { name: 'Відповісти' }).click();
    await desk.page.getByTestId('question-status').getByText('Відповідь надано', { exact: true }).waitFor();

    // Without a reload: the title gets '(1) ', the menu badge shows 1, the list marks the answer.
    await page.waitForFunction(() => document.title.startsWith('(1) Мої консультації'));
    await page.getByTestId('unread-consultations').first().getByText('1', { exact: false }).waitFor();
    await page.getByText('Нова відповідь').waitFor();

    // Reading the answer clears the count.
    await page.getByRole('link', { name: QUESTION }).click();
    await page.waitForURL(`**${questionUrl}`);
    await page.getByText('Відпустку переносять за заявою працівниці').waitFor();
    await page.waitForFunction(() => !/^\(\d+\) /.test(document.title));
    await page.getByTestId('unread-consultations').first().waitFor({ state: 'detached' });
  });

  it('a user without the package gets the no-access modal text of each theme', async () => {
    const db = e2e.server.deps.db;
    const plain = await buildUser(db);
    const { page, context } = await e2e.newPage({ session: plain.cookie });
    const port = new URL(e2e.server.url).port;
    const [name, value] = plain.cookie.split('=');
    await context.addCookies([{ name, value, url: `http://buh.localhost:${port}`, httpOnly: true, sameSite: 'Lax' }]);
    const cases = [
      { origin: e2e.server.url, route: 'osobistiy-konsultant', theme: 'hr' as const },
      { origin: `http://buh.localhost:${port}`, route: 'osobistiy-konsultant', theme: 'accounting' as const },
      { origin: `http://buh.localhost:${port}`, route: 'consultation-zp-check', theme: 'accounting' as const },
    ];
    for (const c of cases) {
      await page.goto(`${c.origin}/consultations/${c.route}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Поставити запитання' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(noAccessText(c.theme, c.route));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
