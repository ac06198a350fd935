import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introVideo, lectorsPage, onlinePage, onlineThanksPage } from '../../common/consultation-pages';
import { noAccessText } from '../../common/consultations';
import { consultationMessages, consultationQuestions, lecturers, records, recordVideos } from '../../server/db/schema';
import { buildUser, grantSubscription, uniq } from '../support/factories';
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
    await desk.page.getByLabel('Файли до відповіді (до 5)').setInputFiles('tests/fixtures/attachments/nakaz.pdf');
    await desk.page.getByRole('list', { name: 'Файли відповіді, додані' }).getByText('nakaz.pdf').waitFor();
    await desk.page.getByRole('button', { name: 'Відповісти' }).click();
    await desk.page.getByTestId('question-status').getByText('Відповідь надано', { exact: true }).waitFor();

    // Without a reload: the title gets '(1) ', the menu badge shows 1, the list marks the answer.
    await page.waitForFunction(() => document.title.startsWith('(1) Мої консультації'));
    await page.getByTestId('unread-consultations').first().getByText('1', { exact: false }).waitFor();
    await page.getByText('Нова відповідь').waitFor();

    // The prefix is in the server's HTML too, and survives hydration of a reloaded page.
    const html = await (await page.request.get(`/profile/${client.user.id}/consultations`)).text();
    expect(html).toContain('<title>(1) Мої консультації');
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.title()).toMatch(/^\(1\) Мої консультації/);
    // Production React reports a hydration mismatch as minified errors #418/#423/#425.
    expect(errors.filter((e) => /hydrat|#41[89]|#42[35]/i.test(e))).toEqual([]);

    // Reading the answer clears the count; the answer's file downloads.
    await page.getByRole('link', { name: QUESTION }).click();
    await page.waitForURL(`**${questionUrl}`);
    await page.getByText('Відпустку переносять за заявою працівниці').waitFor();
    const answerFile = page.getByRole('list', { name: 'Файли: Відповідь' }).getByRole('link', { name: 'nakaz.pdf' });
    const fileUrl = await answerFile.getAttribute('href');
    expect((await page.request.get(fileUrl ?? '')).status()).toBe(200);
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

  it('consultants keep canned replies on their page; a client is refused', async () => {
    const db = e2e.server.deps.db;
    const consultant = await buildUser(db, { role: 'consultant' });
    const client = await buildUser(db);
    const refused = await e2e.newPage({ session: client.cookie });
    expect((await refused.page.goto('/consultations-desk/canned'))?.status()).toBe(403);

    const title = `Лікарняні ${uniq('t')}`;
    const { page } = await e2e.newPage({ session: consultant.cookie });
    await page.goto('/consultations-desk');
    await page.getByRole('link', { name: 'Шаблони відповідей' }).click();
    await page.waitForURL('**/consultations-desk/canned');
    await waitForHydration(page);
    await page.getByLabel('Назва шаблону').fill(title);
    await page.getByLabel('Служба').selectOption('consultations-documents');
    await page.getByRole('textbox', { name: 'Текст шаблону' }).click();
    await page.keyboard.type('Перші 5 днів лікарняного оплачує роботодавець.');
    await page.getByRole('button', { name: 'Додати шаблон' }).click();
    const list = page.getByRole('list', { name: 'Шаблони відповідей' });
    await list.getByRole('heading', { name: title }).waitFor();

    await page.getByRole('button', { name: `Редагувати «${title}»` }).click();
    await page.getByLabel('Назва шаблону').fill(`${title} (2026)`);
    await page.getByRole('button', { name: 'Зберегти шаблон' }).click();
    await list.getByRole('heading', { name: `${title} (2026)` }).waitFor();
    await page.getByRole('button', { name: `Видалити «${title} (2026)»` }).click();
    await list.getByRole('heading', { name: `${title} (2026)` }).waitFor({ state: 'detached' });
    await page.getByLabel('Назва шаблону').fill('');
    await page.getByRole('button', { name: 'Додати шаблон' }).click();
    await page.getByText('Вкажіть назву шаблону').waitFor();
  });

  it('/consultations-lectors leads to /online-konsultaciya; the request lands on its thanks page', async () => {
    const db = e2e.server.deps.db;
    const name = `Оксана ${uniq('Лекторка')}`;
    await db.insert(lecturers).values({ slug: uniq('lector'), name, position: 'Експертка з кадрового обліку' });
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/consultations-lectors');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lectorsPage.title);
    await page.getByRole('heading', { name: name }).waitFor();
    await page.getByRole('link', { name: lectorsPage.cta }).first().click();
    await page.waitForURL('**/online-konsultaciya');
    await page.getByRole('heading', { level: 1, name: onlinePage.title, exact: true }).waitFor();
    await page.getByRole('button', { name: onlinePage.submit }).click();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Ім’я').fill('Ірина Петренко');
    await page.getByLabel('E-mail').fill(`${uniq('online')}@example.com`);
    await page.getByLabel('Телефон').click();
    await page.getByLabel('Телефон').pressSequentially('0671234567');
    await page.getByRole('button', { name: onlinePage.submit }).click();
    await page.waitForURL('**/online-konsultaciya-thanks');
    await page.getByRole('heading', { level: 1, name: onlineThanksPage.title, exact: true }).waitFor();
  });

  it('the service page plays its video introduction; the archive is in the site search', async () => {
    const db = e2e.server.deps.db;
    await db
      .insert(records)
      .values({
        id: 500,
        slug: uniq('doc-intro'),
        title: 'Консультант з документів',
        kind: 'consultation',
        status: 'published',
      })
      .onConflictDoNothing();
    await db
      .insert(recordVideos)
      .values({ id: 1210, recordId: 500, title: 'Як працює консультант з документів', embedId: '76979871' })
      .onConflictDoNothing();
    const word = `табель${uniq('w')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    const [q] = await db
      .insert(consultationQuestions)
      .values({
        service: 'consultations-documents',
        text: `Чи треба підписувати ${word} обліку робочого часу керівнику?`,
        status: 'answered',
        isPublished: true,
        answeredAt: new Date(),
      })
      .returning();
    await db
      .insert(consultationMessages)
      .values({ questionId: q.id, kind: 'answer', body: '<p>Так, табель підписує керівник підрозділу.</p>' });

    const { page } = await e2e.newPage();
    await page.goto('/consultations/consultations-documents');
    await waitForHydration(page);
    const intro = page.getByTestId('intro-video');
    await intro.getByRole('button', { name: `${introVideo.play}: Як працює консультант з документів` }).click();
    expect(await intro.locator('iframe').getAttribute('src')).toContain('player.vimeo.com/video/76979871');
    expect(await intro.getByRole('link', { name: introVideo.record }).getAttribute('href')).toBe('/events/500/1210');

    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    expect(await page.getByTestId('count-consultations').textContent()).toBe('1');
    await page.getByTestId('search-results').getByRole('link', { name: q.text }).click();
    await page.waitForURL(`**/consultations/consultations-documents/${q.id}`);
  });
});
