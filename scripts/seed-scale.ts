/**
 * `npm run db:seed:scale`: fills the PostgreSQL database of DATABASE_URL with the scale data set of
 * the performance work (ADR 019): 50 000 users, 100 000 news posts with their categories, topics and
 * labels, and 1 000 000 favourite/view rows, all by set-based SQL (generate_series), in about a
 * minute. Run it on an empty or demo database; a second run refuses (the data is already there).
 * Demo accounts and content are seeded first, so the benchmark can sign in.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../server/db/client';
import { runMigrations, STARTUP_LOCK } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed/accounts';

const USERS = 50_000;
const POSTS = 100_000;
const FAVORITES = 300_000;
const VIEWS = 700_000;

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Задайте DATABASE_URL=postgres://… — набір для масштабу лише для PostgreSQL.');
  process.exit(64);
}

const WORDS = `зарплата відпустка лікарняний мобілізація військовий облік бронювання працівник роботодавець
  звільнення прийняття наказ табель єдиний внесок податок мінімальна індексація премія договір трудовий
  кадровик бухгалтер звітність декларація ФОП штатний розпис графік відпусток компенсація виплата
  допомога декрет сумісництво надурочні нічні вихідні святкові стаж пенсія ЄСВ ПДФО військовий збір
  резервіст ТЦК повістка відстрочка інвалідність матеріальна відповідальність атестація посадова
  інструкція переведення скорочення простій дистанційна робота електронна трудова книжка`
  .split(/\s+/)
  .filter(Boolean);
const FIRST = ['Олена', 'Ірина', 'Наталія', 'Тетяна', 'Оксана', 'Андрій', 'Сергій', 'Олександр', 'Дмитро', 'Марія'];
const LAST = ['Шевченко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Олійник', 'Мельник', 'Лисенко'];

/** A number inlined into the statement (bound parameters would arrive typed as text). */
const n = (v: number) => sql.raw(String(Math.trunc(v)));
const arr = (items: string[]) => sql.raw(`array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);
/** A random word from WORDS; `salt` ties the call to the row so the planner cannot run it once. */
const word = (salt: string) => sql.raw(`(w.words)[1 + floor(random() * w.n + 0 * ${salt})::int]`);

async function already(db: Db): Promise<boolean> {
  const r = await db.execute(sql`select count(*)::int as n from users where email like 'scale-%@example.test'`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0].n) > 0;
}

async function fillUsers(db: Db) {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.execute(sql`
    insert into users (email, name, phone, password_hash, confirmed, created_at)
    select 'scale-' || g || '@example.test',
           (${arr(FIRST)})[1 + g % ${n(FIRST.length)}] || ' ' || (${arr(LAST)})[1 + (g / 7) % ${n(LAST.length)}],
           '38067' || lpad(g::text, 7, '0'),
           ${passwordHash},
           g % 10 <> 0,
           now() - (g % 1500) * interval '1 day'
    from generate_series(1, ${n(USERS)}) g`);
}

async function fillPosts(db: Db) {
  // Titles of 5–9 words and bodies of 80–200 words; one post every ~26 minutes over five years;
  // every 50th is a draft, every 4th for subscribers only.
  await db.execute(sql`
    with w as (select ${arr(WORDS)} as words, ${n(WORDS.length)} as n),
         ty as (select array_agg(id order by id) as ids from news_types)
    insert into news_posts (slug, title, content, content_short, body_text, description, status, published_at,
                            is_free, type_id, views, share_count, likes_count, comments_count)
    select 'masshtab-' || g, t.title,
           '<p>' || b.body || '</p><h2>' || t.title || '</h2><p>' || b.body || '</p>',
           '<p>' || left(b.body, 280) || '</p>',
           t.title || ' ' || b.body,
           left(b.body, 160),
           case when g % 50 = 0 then 'draft' else 'published' end,
           now() - g * interval '26 minutes',
           g % 4 <> 0,
           ty.ids[1 + g % array_length(ty.ids, 1)],
           (random() * 3000)::int, (random() * 40)::int, (random() * 25)::int, (random() * 10)::int
    from generate_series(1, ${n(POSTS)}) g
    cross join w cross join ty
    cross join lateral (select initcap(string_agg(${word('g + s')}, ' ')) as title
                        from generate_series(1, 5 + g % 5) s) t
    cross join lateral (select string_agg(${word('g + s')}, ' ') as body
                        from generate_series(1, 80 + g % 120) s) b`);
  // One or two categories, one topic, a label on every third post.
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from news_categories),
         p as (select id from news_posts where slug like 'masshtab-%')
    insert into news_post_categories (post_id, category_id)
    select p.id, c.ids[1 + (p.id * k) % array_length(c.ids, 1)]
    from p cross join c cross join generate_series(1, 2) k
    where k = 1 or p.id % 3 = 0
    on conflict do nothing`);
  await db.execute(sql`
    with t as (select array_agg(id order by id) as ids from topics)
    insert into news_post_topics (post_id, topic_id)
    select p.id, t.ids[1 + p.id % array_length(t.ids, 1)]
    from news_posts p cross join t where p.slug like 'masshtab-%'`);
  await db.execute(sql`
    with l as (select array_agg(id order by id) as ids from news_labels)
    insert into news_post_labels (post_id, label_id)
    select p.id, l.ids[1 + p.id % array_length(l.ids, 1)]
    from news_posts p cross join l where p.slug like 'masshtab-%' and p.id % 3 = 0`);
}

/**
 * Favourites and views of news posts, in the shared engagement tables (`favorites`, `item_views`, kind
 * 'news'); same row counts and the same skew towards recent posts as before the move.
 */
async function fillEngagement(db: Db) {
  // Ids of the scale rows are consecutive (one insert each); the lowest post id is the newest post.
  // Arithmetic on them instead of indexing into id arrays keeps this a single pass over the series.
  const range =
    sql.raw(`(select min(id) as post0, (select min(id) from users where email like 'scale-%@example.test') as user0
    from news_posts where slug like 'masshtab-%')`);
  // Favourites: each user marks up to 6 posts; (user, post) pairs are distinct by construction.
  await db.execute(sql`
    insert into favorites (kind, item_id, user_id, created_at)
    select 'news', r.post0 + ((g % ${n(USERS)}) * 13 + (g / ${n(USERS)}) * 4729) % ${n(POSTS)},
           r.user0 + g % ${n(USERS)},
           now() - (g % 900) * interval '1 hour'
    from generate_series(0, ${n(FAVORITES - 1)}) g cross join ${range} r`);
  // Views: skewed to recent posts (random()^3), a third by signed-in users, the rest by visitor ids.
  await db.execute(sql`
    insert into item_views (kind, item_id, visitor, day, user_id)
    select 'news', r.post0 + floor(power(random() + 0 * g, 3) * ${n(POSTS)})::int,
           case when g % 3 = 0 then 'u:' || (r.user0 + g % ${n(USERS)}) else 'g:scale' || g end,
           current_date - (g % 365),
           case when g % 3 = 0 then r.user0 + g % ${n(USERS)} end
    from generate_series(1, ${n(VIEWS)}) g cross join ${range} r
    on conflict do nothing`);
  // One pass over the posts: every rewritten row also rewrites its search vector and GIN entries.
  await db.execute(sql`
    update news_posts p set favorites_count = coalesce(f.n, 0), views = p.views + coalesce(v.n, 0)
    from news_posts q
    left join (select item_id, count(*)::int as n from favorites where kind = 'news' group by item_id) f
      on f.item_id = q.id
    left join (select item_id, count(*)::int as n from item_views where kind = 'news' group by item_id) v
      on v.item_id = q.id
    where q.id = p.id and q.slug like 'masshtab-%' and (f.n is not null or v.n is not null)`);
}

const database = await openDatabase({ url, poolSize: 2 });
try {
  const { db } = database;
  await database.withLock(STARTUP_LOCK, async () => {
    await runMigrations(database);
    await seedDatabase({ db, demo: true });
  });
  if (await already(db)) {
    console.log('Набір для масштабу вже є в цій базі — нічого не змінено.');
  } else {
    const step = async (name: string, run: () => Promise<void>) => {
      const started = performance.now();
      await run();
      console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} с`);
    };
    // One transaction: a failed run leaves nothing half-filled behind.
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await step(`користувачі (${USERS})`, () => fillUsers(t));
      await step(`новини (${POSTS}) зі зв’язками`, () => fillPosts(t));
      await step(`обране і перегляди (${FAVORITES + VIEWS})`, () => fillEngagement(t));
    });
    // VACUUM sets the visibility map, so counts can be answered from indexes as on a lived-in database.
    await step('VACUUM ANALYZE', async () => {
      await db.execute(sql`vacuum analyze`);
    });
    const counts = await db.execute(sql`select
      (select count(*) from users)::int as users, (select count(*) from news_posts)::int as posts,
      (select count(*) from favorites)::int as favorites, (select count(*) from item_views)::int as views`);
    console.log((counts as unknown as { rows: unknown[] }).rows[0]);
  }
} finally {
  await database.close();
}
