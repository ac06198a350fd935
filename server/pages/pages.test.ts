import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypes, type PageBlock, pageBlock } from '../../common/page-blocks';
import { buildUser, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { pages, plans } from '../db/schema';
import { landingPages } from './landing-pages';

let t: TestServer;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

async function buildPage(blocks: PageBlock[] = [{ type: 'hero', title: 'Заголовок' }]) {
  const alias = uniq('landing').replace(/[^a-z0-9_-]/gi, '_');
  await db().insert(pages).values({ alias, title: 'Сторінка акції', description: 'Опис', blocks });
  return alias;
}

const draft = (blocks: unknown[]) => ({ title: 'Нова назва', description: 'Новий опис', blocks });

describe('landing pages from the CMS', () => {
  it('serves every landing and thank-you alias of the spec with valid typed blocks', async () => {
    const seen = new Set<string>();
    for (const { alias } of landingPages) {
      const r = await t.request(`/api/pages/pages/${alias}`);
      expect(r.status, alias).toBe(200);
      const { data } = await r.json();
      expect(data.alias).toBe(alias);
      expect(data.blocks.length, alias).toBeGreaterThan(0);
      expect(data.blocks[0].type, alias).toBe('hero');
      for (const block of data.blocks) {
        expect(pageBlock.safeParse(block).success, `${alias}: ${block.type}`).toBe(true);
        seen.add(block.type);
      }
    }
    // Every block type is used by at least one seeded page.
    expect([...seen].sort()).toEqual([...blockTypes].sort());
  });

  it('packages blocks carry the catalogue prices as stored', async () => {
    const { data } = await (await t.request('/api/pages/pages/demo_price')).json();
    const codes = data.blocks.find((b: PageBlock) => b.type === 'packages').codes;
    expect(data.packages.map((p: { code: string }) => p.code)).toEqual(codes);
    const [row] = await db().select({ price: plans.priceKop }).from(plans).limit(1);
    const allPrices = data.packages.flatMap((p: { plans: { price_kop: number }[] }) => p.plans.map((x) => x.price_kop));
    expect(allPrices).toContain(49_000);
    expect(row?.price).toBeGreaterThan(0);
  });
});

describe('staff page editor', () => {
  it('only events editors list, read, save and publish', async () => {
    const alias = await buildPage();
    const plain = await buildUser(db());
    expect((await t.request('/api/staff/pages')).status).toBe(401);
    expect((await t.request('/api/staff/pages', { cookie: plain.cookie })).status).toBe(403);
    const put = await t.request(`/api/staff/pages/${alias}`, {
      method: 'PUT',
      cookie: plain.cookie,
      json: draft([{ type: 'hero', title: 'Зламано' }]),
    });
    expect(put.status).toBe(403);
    expect(
      (await t.request(`/api/staff/pages/${alias}/publish`, { method: 'POST', cookie: plain.cookie })).status,
    ).toBe(403);
    const [row] = await db().select().from(pages).where(eq(pages.alias, alias));
    expect(row?.draft).toBeNull();
  });

  it('a draft changes nothing live until it is published', async () => {
    const alias = await buildPage();
    const editor = await buildUser(db(), { role: 'events_editor' });
    const list = await (await t.request('/api/staff/pages', { cookie: editor.cookie })).json();
    expect(list.data.map((p: { alias: string }) => p.alias)).toContain(alias);
    const blocks = [
      { type: 'hero', title: 'Осіння пропозиція', subtitle: 'Лише до кінця місяця' },
      { type: 'faq', title: 'Запитання', items: [{ question: 'Як оплатити?', answer: 'Карткою або за рахунком.' }] },
      { type: 'form', title: 'Заявка', campaign: 'registration', button: 'Надіслати' },
    ];
    const saved = await t.request(`/api/staff/pages/${alias}`, {
      method: 'PUT',
      cookie: editor.cookie,
      json: draft(blocks),
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.draft.blocks).toHaveLength(3);
    const live = await (await t.request(`/api/pages/pages/${alias}`)).json();
    expect(live.data.title).toBe('Сторінка акції');
    const published = await t.request(`/api/staff/pages/${alias}/publish`, { method: 'POST', cookie: editor.cookie });
    expect(published.status).toBe(200);
    const after = await (await t.request(`/api/pages/pages/${alias}`)).json();
    expect(after.data.title).toBe('Нова назва');
    expect(after.data.blocks.map((b: PageBlock) => b.type)).toEqual(['hero', 'faq', 'form']);
    // Nothing left to publish.
    const again = await t.request(`/api/staff/pages/${alias}/publish`, { method: 'POST', cookie: editor.cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Немає чернетки для публікації');
  });

  it('rejects bad blocks with Ukrainian messages, never a 500', async () => {
    const alias = await buildPage();
    const editor = await buildUser(db(), { role: 'events_editor' });
    const put = (json: unknown) =>
      t.request(`/api/staff/pages/${alias}`, { method: 'PUT', cookie: editor.cookie, json });
    const cases: [unknown, string][] = [
      [draft([{ type: 'marquee', title: 'x' }]), 'Невідомий тип блоку'],
      [draft([{ type: 'hero', title: '' }]), 'Заповніть поле'],
      [draft([{ type: 'hero', title: 'a\u0000b' }]), 'недопустимі символи'],
      [
        draft([{ type: 'cta', title: 'Так', label: 'Далі', href: 'javascript:alert(1)' }]),
        'Посилання має починатися з «/» або «https://»',
      ],
      [draft([{ type: 'packages', title: 'Пакети', codes: ['gold'] }]), 'Невідомий пакет'],
      [
        draft([{ type: 'video', title: 'Відео', url: 'https://evil.example/v' }]),
        'Відео — посилання для вбудовування YouTube або Vimeo',
      ],
      [draft([{ type: 'countdown', title: 'До старту', until: 'завтра' }]), 'Вкажіть дату і час у форматі ISO 8601'],
      [draft([{ type: 'faq', title: 'FAQ', items: [] }]), 'Додайте хоча б один пункт'],
      [draft(Array.from({ length: 41 }, () => ({ type: 'hero', title: 'x' }))), 'Не більше 40 блоків на сторінці'],
    ];
    for (const [json, message] of cases) {
      const r = await put(json);
      expect(r.status, message).toBe(422);
      const body = await r.json();
      expect(JSON.stringify(body), message).toContain(message);
    }
    expect((await put(undefined)).status).toBeLessThan(500);
    expect((await put({ title: 'x', description: '', blocks: 'hero' })).status).toBe(422);
    const missing = await t.request('/api/staff/pages/no-such-page-here', {
      method: 'PUT',
      cookie: editor.cookie,
      json: draft([{ type: 'hero', title: 'x' }]),
    });
    expect(missing.status).toBe(404);
  });
});
