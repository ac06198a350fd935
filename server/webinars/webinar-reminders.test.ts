import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniq } from '../../tests/support/factories';
import { startSmtpPeer } from '../../tests/support/mail';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { mailOutbox, webinars } from '../db/schema';
import { saveWebinar } from './save-webinar';
import { sendWebinarReminders } from './send-reminders';
import { webinarInput } from './webinars.schema';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ipSeq = 0;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

const HOUR = 3_600_000;
async function buildWebinar(startsInMs: number, over: Record<string, unknown> = {}) {
  const input = webinarInput.parse({
    title: `Відпустки у 2026 році ${uniq('w')}`,
    description: 'Щорічна, додаткова і без збереження зарплати',
    starts_at: new Date(Date.now() + startsInMs).toISOString(),
    duration_minutes: 90,
    is_published: true,
    ...over,
  });
  return (await saveWebinar({ db: t.database.db, id: null, input })).webinar;
}
async function registerFor(webinarId: number, email: string, cookie?: string) {
  const r = await t.request(`/api/clients/campaign/webinar-${webinarId}`, {
    method: 'POST',
    json: { name: 'Оксана', email, phone: '+380501234567' },
    cookie,
    headers: { 'x-forwarded-for': `10.7.6.${++ipSeq}`, origin: 'http://fahivets.test' },
  });
  const body = await r.json();
  expect(body.result, JSON.stringify(body)).toMatch(/^ok/);
}
const remind = (now: Date) =>
  sendWebinarReminders({
    db: t.database.db,
    origin: 'http://fahivets.test',
    host: 'fahivets.test',
    now,
    onQueued: t.deps.mailQueued,
  });
const lettersTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    /^(Завтра|Вже за годину) вебінар/.test(m.subject),
  );

describe('webinar reminders', () => {
  it('a day before: every registered e-mail gets one letter with a valid .ics of the webinar, sent over SMTP', async () => {
    const w = await buildWebinar(20 * HOUR);
    const a = `${uniq('a')}@example.com`;
    const user = await buildUser(t.database.db);
    const b = user.user.email;
    await registerFor(w.id, a);
    await registerFor(w.id, b, user.cookie);
    const outcome = await remind(new Date());
    expect(outcome.letters).toBeGreaterThanOrEqual(2);
    // The first letter is the registration's confirmation; the reminder follows it.
    const mail = await smtp.waitFor(a, 2);
    expect(mail.subject).toBe(`Завтра вебінар «${w.title}»`);
    expect(mail.text).toContain(`http://fahivets.test/free-webinars/${w.id}/enter`);
    const ics = mail.attachments.find((x) => x.contentType === 'text/calendar');
    expect(ics?.filename).toBe(`webinar-${w.id}.ics`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.summary).toBe(w.title);
    expect(event.uid).toBe(`webinar-${w.id}@fahivets.test`);
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(w.startsAt.getTime() / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    await smtp.waitFor(b, 2);
    // Run again (another process, or the next minute): nobody gets the day reminder twice.
    await remind(new Date());
    expect(await lettersTo(a)).toHaveLength(1);
  });

  it('an hour before: the hour reminder follows the day one; a webinar first seen inside its last hour gets one letter', async () => {
    const w = await buildWebinar(20 * HOUR);
    const late = await buildWebinar(40 * 60_000);
    const email = `${uniq('h')}@example.com`;
    await registerFor(w.id, email);
    await registerFor(late.id, email);
    await remind(new Date());
    // 19 hours later the first webinar is 1 hour away; the late one has started and gets nothing more.
    await remind(new Date(Date.now() + 19 * HOUR + 60_000));
    const letters = await lettersTo(email);
    expect(letters.map((l) => l.subject).sort()).toEqual(
      [
        `Вже за годину вебінар «${late.title}»`,
        `Вже за годину вебінар «${w.title}»`,
        `Завтра вебінар «${w.title}»`,
      ].sort(),
    );
    const [row] = await t.database.db.select().from(webinars).where(eq(webinars.id, late.id));
    expect(row.dayReminderAt).not.toBeNull();
    expect(row.hourReminderAt).not.toBeNull();
  });

  it('drafts, past webinars and webinars further than a day ahead send nothing', async () => {
    const draft = await buildWebinar(2 * HOUR, { is_published: false });
    const far = await buildWebinar(30 * HOUR);
    const email = `${uniq('n')}@example.com`;
    await registerFor(far.id, email);
    await remind(new Date());
    expect(await lettersTo(email)).toHaveLength(0);
    const [d] = await t.database.db.select().from(webinars).where(eq(webinars.id, draft.id));
    expect(d.dayReminderAt).toBeNull();
  });
});
