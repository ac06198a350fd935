/**
 * What a signed-in reader's own lists hold before the benchmark measures them: the demo subscriber
 * starts with no favourites, questions or orders, and an empty list costs less than the lists a reader
 * really opens. Everything goes through the public API, as the reader would do it, and only what is
 * missing is added, so a PostgreSQL database benchmarked twice does not grow.
 */

interface Page {
  data?: { id?: number; url?: string; code?: string; plans?: { code?: string }[] }[];
  meta?: { total?: number };
}

async function getJson(url: string, cookie = ''): Promise<Page> {
  const r = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as Page;
}

async function post(base: string, path: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
}

const ids = (page: Page, n: number) =>
  (page.data ?? [])
    .map((d) => d.id)
    .filter((id): id is number => typeof id === 'number')
    .slice(0, n);

/** Questions a reader of the personal consultant would ask (the list shows their text). */
const QUESTIONS = [
  'Працівниця виходить з відпустки для догляду за дитиною до досягнення трирічного віку на пів року раніше. Чи потрібна заява і з якого дня відновлювати нарахування зарплати?',
  'Сумісник звільняється з основного місця роботи і хоче залишитися у нас на повний день. Як оформити перехід: наказом про переведення чи звільненням і прийняттям?',
];

export async function prepareReader(base: string, cookie: string): Promise<void> {
  const [favorites, questions, orders, news, records, documents, archive] = await Promise.all([
    getJson(`${base}/api/records/favorites?page=1`, cookie),
    getJson(`${base}/api/consultations/questions?page=1`, cookie),
    getJson(`${base}/api/kbs/shop4/orders?page=1`, cookie),
    getJson(`${base}/api/news/all?page=1&limit=8`),
    getJson(`${base}/api/records/search?page=1`),
    getJson(`${base}/api/documents/documents?page=1`),
    getJson(`${base}/api/consultations/osobistiy-konsultant/archive?page=1`),
  ]);
  // "Останні переглянуті": the pages a reader opened (a signed-in reader's page view records it).
  const opened = [news, records, documents].flatMap((p) => (p.data ?? []).slice(0, 4).map((d) => d.url));
  for (const url of opened) {
    if (!url) continue;
    const r = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
  }
  if (!favorites.meta?.total) {
    const marks: [string, number][] = [
      ...ids(news, 8).map((id): [string, number] => ['news', id]),
      ...ids(records, 6).map((id): [string, number] => ['record', id]),
      ...ids(documents, 6).map((id): [string, number] => ['document', id]),
      ...ids(archive, 4).map((id): [string, number] => ['consultation', id]),
    ];
    for (const [kind, id] of marks) {
      const r = await post(base, `/api/records/favorite/${kind}/${id}`, cookie, { favorite: true });
      if (!r.ok) throw new Error(`обране ${kind} ${id}: ${r.status}`);
    }
  }
  if (!questions.meta?.total) {
    for (const text of QUESTIONS) {
      const r = await post(base, '/api/consultations/osobistiy-konsultant/questions', cookie, { text });
      if (!r.ok) throw new Error(`питання консультанту: ${r.status} ${await r.text()}`);
    }
  }
  if (!orders.meta?.total) {
    const packages = await getJson(`${base}/api/shop4/packages`);
    for (const pkg of (packages.data ?? []).slice(0, 2)) {
      const plan = pkg.plans?.[0]?.code;
      if (!pkg.code || !plan) continue;
      const r = await post(base, '/api/shop4/orders', cookie, {
        product: pkg.code,
        plan,
        name: 'Олена Коваль',
        email: 'professional@fahivets.ua',
        phone: '+380671234567',
      });
      if (!r.ok) throw new Error(`замовлення ${pkg.code}: ${r.status} ${await r.text()}`);
    }
  }
}
