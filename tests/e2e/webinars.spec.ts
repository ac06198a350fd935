import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrations } from '../../server/db/schema';
import { buildUser, uniq } from '../support/factories';
import { buildWebinar } from '../support/webinars-factory';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const HOUR = 3_600_000;

describe('free webinar pages', () => {
  it('the home page lists the next webinars, soonest first, and leaves out those that have started', async () => {
    const db = e2e.server.deps.db;
    const soon = await buildWebinar(
      db,
      {
        title: `Військовий облік: звірка ${uniq('s')}`,
        starts_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      },
      e2e.server.deps,
    );
    const started = await buildWebinar(
      db,
      {
        title: `Лікарняні у 2026 році ${uniq('p')}`,
        starts_at: new Date(Date.now() - HOUR).toISOString(),
      },
      e2e.server.deps,
    );
    const { page } = await e2e.newPage();
    await page.goto('/');
    const items = page.getByTestId('home-webinar');
    expect(await items.first().getByRole('link').textContent()).toBe(soon.title);
    expect(await items.first().getByRole('link').getAttribute('href')).toBe(`/free-webinars/${soon.id}`);
    expect(await page.getByRole('link', { name: started.title }).count()).toBe(0);
  });

  it('counts down to the start; a guest registers in the modal, lands on the thank-you page, the card shows registered after reload', async () => {
    const db = e2e.server.deps.db;
    const title = `Відпустки у 2026 році ${uniq('w')}`;
    const w = await buildWebinar(
      db,
      { title, starts_at: new Date(Date.now() + 26 * HOUR).toISOString() },
      e2e.server.deps,
    );
    const email = `guest-${uniq('w')}@example.com`;

    const { page } = await e2e.newPage({ mobile: true });
    await page.goto(`/free-webinars/${w.id}`);
    // Rendered by the server: a day and two hours less a moment.
    const initial = await page.getByTestId('countdown').textContent();
    expect(initial).toMatch(/^1 дн\. 0[12]:\d\d:\d\d$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('countdown').textContent()).not.toBe(initial);

    await page.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    const modal = page.getByRole('dialog', { name: 'Реєстрація на вебінар' });
    // The form checks its fields before the call.
    await modal.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    await modal.getByText('Це поле необхідно заповнити').first().waitFor();
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await modal.getByLabel('Ім’я').fill('Олена Гриценко');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Телефон').click();
    await modal.getByLabel('Телефон').pressSequentially('0931234567');
    expect(await modal.getByLabel('Телефон').inputValue()).toMatch(/93.*123.*45.*67/);
    await modal.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    await page.waitForURL('**/page_thanks_calendar_webinar');
    const rows = await db.select().from(campaignRegistrations).where(eq(campaignRegistrations.email, email));
    expect(rows.map((r) => r.campaign)).toEqual([`webinar-${w.id}`]);

    // A guest: the server does not know the e-mail, the browser's marker does.
    await page.goto('/free-webinars');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText('Ви зареєстровані').waitFor();
    await page.reload();
    await waitForHydration(page);
    await card.getByText('Ви зареєстровані').waitFor();
    await page.goto(`/free-webinars/${w.id}`);
    await waitForHydration(page);
    await page.getByText('Ви зареєстровані').waitFor();

    // Another webinar stays unregistered; another browser has no marker.
    const { page: other } = await e2e.newPage();
    await other.goto('/free-webinars');
    await waitForHydration(other);
    await other.getByRole('listitem').filter({ hasText: title }).waitFor();
    expect(await other.getByRole('listitem').filter({ hasText: title }).getByText('Ви зареєстровані').count()).toBe(0);
  });

  it('a past webinar links its recording on the card and the page', async () => {
    const db = e2e.server.deps.db;
    const title = `Військовий облік: підсумки ${uniq('w')}`;
    // Saved with its recording through the staff operation, which purges the public pages it is on.
    const w = await buildWebinar(
      db,
      {
        title,
        starts_at: new Date(Date.now() - 48 * HOUR).toISOString(),
        record_id: 77,
      },
      e2e.server.deps,
    );
    const { page } = await e2e.newPage();
    await page.goto('/free-webinars');
    const card = page.getByRole('listitem').filter({ hasText: title });
    expect(await card.getByRole('link', { name: 'Дивитися запис' }).getAttribute('href')).toBe('/events/77');
    await page.goto(`/free-webinars/${w.id}`);
    expect(await page.getByRole('link', { name: 'Дивитися запис' }).getAttribute('href')).toBe('/events/77');
  });
});

describe('the live room', () => {
  it('two participants chat live and see how many are in the room; others are kept out', async () => {
    const db = e2e.server.deps.db;
    const w = await buildWebinar(
      db,
      {
        starts_at: new Date(Date.now() - HOUR / 2).toISOString(),
        stream_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      e2e.server.deps,
    );
    const anna = await buildUser(db, { name: 'Анна Кадровик' });
    const petro = await buildUser(db, { name: 'Петро Бухгалтер' });
    for (const u of [anna, petro]) {
      await db.insert(campaignRegistrations).values({ campaign: `webinar-${w.id}`, email: u.user.email });
    }

    const { page: a } = await e2e.newPage({ session: anna.cookie });
    await a.goto(`/free-webinars/${w.id}/enter`);
    await a.waitForURL(`**/free-webinars/${w.id}/room/`);
    await waitForHydration(a);
    expect(await a.locator('iframe[title^="Трансляція"]').getAttribute('src')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await a.getByText('Зараз у кімнаті: 1').waitFor();
    await a.waitForSelector('#comments[data-live="joined"]');

    const { page: p } = await e2e.newPage({ session: petro.cookie, mobile: true });
    await p.goto(`/free-webinars/${w.id}/room/`);
    await waitForHydration(p);
    await p.getByText('Зараз у кімнаті: 2').waitFor();
    await a.getByText('Зараз у кімнаті: 2').waitFor();
    await p.waitForSelector('#comments[data-live="joined"]');

    await a.getByLabel('Ваш коментар').fill('Добрий день! Чи буде запис?');
    await a.getByRole('button', { name: 'Надіслати' }).click();
    await p.getByRole('list', { name: 'Список коментарів' }).getByText('Добрий день! Чи буде запис?').waitFor();

    await p.getByLabel('Ваш коментар').fill('Так, запис з’явиться серед відео');
    await p.getByRole('button', { name: 'Надіслати' }).click();
    await a.getByRole('list', { name: 'Список коментарів' }).getByText('Так, запис з’явиться серед відео').waitFor();

    await p.close();
    await a.getByText('Зараз у кімнаті: 1').waitFor();

    const stranger = await buildUser(db);
    const { page: s } = await e2e.newPage({ session: stranger.cookie });
    const refused = await s.goto(`/free-webinars/${w.id}/room/`);
    expect(refused?.status()).toBe(403);
    await s.goto(`/free-webinars/${w.id}/enter`);
    await s.waitForURL(`**/free-webinars/${w.id}`);
    const { page: guest } = await e2e.newPage();
    await guest.goto(`/free-webinars/${w.id}/enter`);
    await guest.waitForURL('**/login**');
  });
});
