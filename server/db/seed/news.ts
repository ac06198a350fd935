import { count, eq, sql } from 'drizzle-orm';
import type { ThemeId } from '../../../common/themes';
import type { Db } from '../client';
import {
  newsCategories,
  newsLabels,
  newsPostCategories,
  newsPostLabels,
  newsPostTopics,
  newsPosts,
  newsTypes,
  topics,
  users,
} from '../schema';
import { htmlToText, slugify, withContents } from '../../news/news-html';
import { indexSearchWords } from '../../news/search-terms';
import { accountingNewsCategories, accountingNewsPosts } from './news-accounting';
import { hrNewsBodies } from './news-hr';

const categories = [
  ['kadry', 'Кадри', 'Прийняття, переведення, звільнення і кадрові документи.', true],
  ['zarplata', 'Зарплата', 'Нарахування, утримання, індексація та звітність з оплати праці.', true],
  ['viiskovyi-oblik', 'Військовий облік', 'Облік військовозобов’язаних, бронювання і взаємодія з ТЦК.', true],
  ['trudove-pravo', 'Трудове право', 'Зміни законодавства, перевірки Держпраці та судова практика.', false],
  ['okhorona-pratsi', 'Охорона праці', 'Інструктажі, медогляди та безпечні умови праці.', false],
] as const;
const types = [
  ['novyna', 'Новина'],
  ['rozyasnennia', 'Роз’яснення'],
  ['ohliad', 'Огляд'],
  ['praktyka', 'Практичний кейс'],
] as const;
const labels = [
  ['vazhlyvo', 'Важливо'],
  ['zminy-zakonodavstva', 'Зміни законодавства'],
  ['sudova-praktyka', 'Судова практика'],
  ['dlia-pochatkivtsiv', 'Для початківців'],
] as const;

/** [title, category, type, labels, topic aliases]; the first three are fixed posts. */
const titles: [string, string, string, string[], string[]][] = [
  [
    'Мінімальна зарплата у 2026 році: що змінюється для роботодавців',
    'zarplata',
    'ohliad',
    ['vazhlyvo', 'zminy-zakonodavstva'],
    ['oplata-pratsi'],
  ],
  [
    'Бронювання працівників: порядок подання списків через «Дію»',
    'viiskovyi-oblik',
    'rozyasnennia',
    ['vazhlyvo'],
    ['mobilizatsiia-ta-bronyuvannia', 'viiskovyi-oblik'],
  ],
  [
    'Щорічна відпустка під час воєнного стану: як надати і не порушити закон',
    'kadry',
    'rozyasnennia',
    ['vazhlyvo'],
    ['vidpustky'],
  ],
  [
    'Як повідомити податкову про прийняття працівника: покрокова інструкція',
    'kadry',
    'praktyka',
    ['dlia-pochatkivtsiv'],
    ['pryiniattia-na-robotu'],
  ],
  ['Індексація зарплати в березні: чи є базовий місяць', 'zarplata', 'rozyasnennia', [], ['oplata-pratsi']],
  [
    'Військовий облік на підприємстві: перелік обов’язкових документів',
    'viiskovyi-oblik',
    'ohliad',
    ['dlia-pochatkivtsiv'],
    ['viiskovyi-oblik'],
  ],
  ['Звільнення за власним бажанням: строки попередження і розрахунок', 'kadry', 'rozyasnennia', [], ['zvilnennia']],
  [
    'Критерії ризику і планові перевірки Держпраці: що варто знати роботодавцю',
    'trudove-pravo',
    'novyna',
    ['zminy-zakonodavstva'],
    ['trudovi-spory'],
  ],
  [
    'Лікарняні у 2026 році: хто платить за перші п’ять днів',
    'zarplata',
    'rozyasnennia',
    [],
    ['likarniani', 'oplata-pratsi'],
  ],
  [
    'Вступний інструктаж з охорони праці: хто проводить і як оформити',
    'okhorona-pratsi',
    'praktyka',
    ['dlia-pochatkivtsiv'],
    ['okhorona-pratsi'],
  ],
  [
    'Звільнення під час відпустки: що дозволяє закон в умовах воєнного стану',
    'trudove-pravo',
    'novyna',
    ['sudova-praktyka'],
    ['zvilnennia', 'trudovi-spory'],
  ],
  [
    'Відстрочка від мобілізації для працівників: які довідки перевіряти',
    'viiskovyi-oblik',
    'rozyasnennia',
    ['vazhlyvo'],
    ['mobilizatsiia-ta-bronyuvannia'],
  ],
  [
    'Середня зарплата для відпускних: приклад розрахунку з премією',
    'zarplata',
    'praktyka',
    [],
    ['oplata-pratsi', 'vidpustky'],
  ],
  ['Строковий трудовий договір: коли можна, а коли ризиковано', 'kadry', 'ohliad', [], ['pryiniattia-na-robotu']],
  [
    'Призупинення трудового договору: які правила діють у 2026 році',
    'trudove-pravo',
    'ohliad',
    ['zminy-zakonodavstva'],
    ['trudovi-spory'],
  ],
  ['Медичні огляди працівників: періодичність і оплата', 'okhorona-pratsi', 'rozyasnennia', [], ['okhorona-pratsi']],
  ['Звірка з ТЦК: як підготуватися і що взяти з собою', 'viiskovyi-oblik', 'praktyka', [], ['viiskovyi-oblik']],
  [
    'Утримання із зарплати за невідпрацьовану відпустку: межі і порядок',
    'zarplata',
    'rozyasnennia',
    [],
    ['oplata-pratsi', 'zvilnennia'],
  ],
  [
    'Дистанційна робота: як оформити і погодити документи електронно',
    'kadry',
    'ohliad',
    ['dlia-pochatkivtsiv'],
    ['kadrove-dilovodstvo'],
  ],
  ['Штрафи за неоформлених працівників у 2026 році', 'trudove-pravo', 'novyna', ['vazhlyvo'], ['trudovi-spory']],
  [
    'Укриття для працівників під час тривоги: обов’язки роботодавця',
    'okhorona-pratsi',
    'rozyasnennia',
    ['vazhlyvo'],
    ['okhorona-pratsi'],
  ],
  [
    'Збереження місця роботи за мобілізованими: оплата і документи',
    'viiskovyi-oblik',
    'ohliad',
    [],
    ['mobilizatsiia-ta-bronyuvannia'],
  ],
  [
    'Компенсація за невикористану відпустку при звільненні: розрахунок',
    'zarplata',
    'praktyka',
    [],
    ['vidpustky', 'zvilnennia'],
  ],
  [
    'Графік відпусток на рік: як скласти і затвердити вчасно',
    'kadry',
    'praktyka',
    ['dlia-pochatkivtsiv'],
    ['vidpustky'],
  ],
  [
    'Новий Трудовий кодекс: що пропонує урядовий проєкт і як стежити за його розглядом',
    'trudove-pravo',
    'ohliad',
    ['zminy-zakonodavstva'],
    ['trudovi-spory'],
  ],
  [
    'Розслідування нещасного випадку: склад комісії і строки',
    'okhorona-pratsi',
    'rozyasnennia',
    [],
    ['okhorona-pratsi'],
  ],
  [
    'Критичні підприємства: що перевірити, щоб зберегти право бронювати працівників',
    'viiskovyi-oblik',
    'novyna',
    ['zminy-zakonodavstva'],
    ['mobilizatsiia-ta-bronyuvannia'],
  ],
  [
    'Військовий збір 5 відсотків: як утримувати з різних виплат',
    'zarplata',
    'rozyasnennia',
    ['zminy-zakonodavstva'],
    ['oplata-pratsi'],
  ],
  ['Особова справа працівника: що зберігати і скільки', 'kadry', 'rozyasnennia', [], ['kadrove-dilovodstvo']],
  [
    'Дисциплінарне стягнення: як оскаржують накази в суді',
    'trudove-pravo',
    'praktyka',
    ['sudova-praktyka'],
    ['trudovi-spory'],
  ],
  ['Електронний журнал інструктажів: чи визнає його Держпраці', 'okhorona-pratsi', 'novyna', [], ['okhorona-pratsi']],
  [
    'Повідомлення ТЦК про зміни облікових даних: п’ять днів, сім днів і 5 число',
    'viiskovyi-oblik',
    'rozyasnennia',
    [],
    ['viiskovyi-oblik'],
  ],
  ['Доплата до мінімальної зарплати при неповному робочому часі', 'zarplata', 'praktyka', [], ['oplata-pratsi']],
  [
    'Переведення на іншу посаду без згоди працівника: коли це законно',
    'kadry',
    'rozyasnennia',
    ['sudova-praktyka'],
    ['kadrove-dilovodstvo'],
  ],
  [
    'Рівна оплата праці жінок і чоловіків: що вимагає закон від роботодавців',
    'trudove-pravo',
    'novyna',
    ['zminy-zakonodavstva'],
    ['oplata-pratsi'],
  ],
  ['Засоби індивідуального захисту: норми видачі та облік', 'okhorona-pratsi', 'praktyka', [], ['okhorona-pratsi']],
  [
    'Військово-лікарська комісія: збереження заробітку працівнику',
    'viiskovyi-oblik',
    'rozyasnennia',
    [],
    ['viiskovyi-oblik', 'oplata-pratsi'],
  ],
  ['Премія в розрахунку середньої зарплати: річна, квартальна, разова', 'zarplata', 'ohliad', [], ['oplata-pratsi']],
  [
    'Випробування при прийнятті на роботу: кому не встановлюють',
    'kadry',
    'rozyasnennia',
    ['dlia-pochatkivtsiv'],
    ['pryiniattia-na-robotu'],
  ],
  [
    'Нефіксований робочий час: коли такий договір законний і де ризик спору',
    'trudove-pravo',
    'praktyka',
    ['sudova-praktyka'],
    ['trudovi-spory'],
  ],
  [
    'Оцінювання професійних ризиків: з чого почати малому бізнесу',
    'okhorona-pratsi',
    'ohliad',
    ['dlia-pochatkivtsiv'],
    ['okhorona-pratsi'],
  ],
  [
    'Штрафи за порушення військового обліку: хто відповідає на підприємстві',
    'viiskovyi-oblik',
    'ohliad',
    ['vazhlyvo'],
    ['viiskovyi-oblik'],
  ],
  ['Об’єднана звітність з ПДФО та ЄСВ: типові помилки кварталу', 'zarplata', 'praktyka', [], ['oplata-pratsi']],
  [
    'Трудова книжка і електронний реєстр: що робити зі старими записами',
    'kadry',
    'ohliad',
    [],
    ['kadrove-dilovodstvo'],
  ],
  [
    'Позапланова перевірка Держпраці за скаргою працівника: права сторін',
    'trudove-pravo',
    'rozyasnennia',
    [],
    ['trudovi-spory'],
  ],
  ['Атестація робочих місць: строки і пільгові пенсії', 'okhorona-pratsi', 'rozyasnennia', [], ['okhorona-pratsi']],
  [
    'Відповідальний за військовий облік: як призначити наказом',
    'viiskovyi-oblik',
    'praktyka',
    ['dlia-pochatkivtsiv'],
    ['viiskovyi-oblik', 'kadrove-dilovodstvo'],
  ],
  ['Виплата зарплати двічі на місяць: штрафи за затримку', 'zarplata', 'novyna', [], ['oplata-pratsi']],
  ['Відпустка без збереження зарплати під час воєнного стану', 'kadry', 'rozyasnennia', [], ['vidpustky']],
  ['Колективний договір: реєстрація та повідомна процедура', 'trudove-pravo', 'ohliad', [], ['trudovi-spory']],
  [
    'Навчання з охорони праці для посадових осіб: раз на три роки',
    'okhorona-pratsi',
    'novyna',
    [],
    ['okhorona-pratsi'],
  ],
  [
    'Прийняття на роботу військовозобов’язаного: що перевірити кадровику',
    'viiskovyi-oblik',
    'praktyka',
    [],
    ['viiskovyi-oblik', 'pryiniattia-na-robotu'],
  ],
  ['Лікарняний під час відпустки: чи переносити відпустку', 'zarplata', 'praktyka', [], ['likarniani', 'vidpustky']],
  [
    'Розрахунок при звільненні: у який день платити, якщо працівник відсутній',
    'kadry',
    'rozyasnennia',
    [],
    ['zvilnennia'],
  ],
  [
    'Дискримінація при прийнятті на роботу: типові ситуації і як їх доводять у суді',
    'trudove-pravo',
    'praktyka',
    ['sudova-praktyka'],
    ['pryiniattia-na-robotu', 'trudovi-spory'],
  ],
  [
    'Служба охорони праці: коли обов’язкова і хто може виконувати функції',
    'okhorona-pratsi',
    'rozyasnennia',
    [],
    ['okhorona-pratsi'],
  ],
  [
    'Бронювання після зміни керівника: чи потрібне нове рішення',
    'viiskovyi-oblik',
    'rozyasnennia',
    [],
    ['mobilizatsiia-ta-bronyuvannia'],
  ],
  [
    'Нарахування ЄСВ на мінімальну зарплату: коли діє мінімальне зобов’язання',
    'zarplata',
    'rozyasnennia',
    [],
    ['oplata-pratsi'],
  ],
  ['Штатний розпис: як внести зміни без помилок', 'kadry', 'praktyka', ['dlia-pochatkivtsiv'], ['kadrove-dilovodstvo']],
  [
    'Тимчасові норми воєнного стану: що зміниться після його завершення',
    'trudove-pravo',
    'ohliad',
    ['zminy-zakonodavstva'],
    ['trudovi-spory'],
  ],
  [
    'Відмова від небезпечної роботи: права працівника і дії роботодавця',
    'okhorona-pratsi',
    'praktyka',
    [],
    ['okhorona-pratsi'],
  ],
  [
    'Облік військовозобов’язаних у ФОП-роботодавця: чи обов’язковий',
    'viiskovyi-oblik',
    'rozyasnennia',
    [],
    ['viiskovyi-oblik'],
  ],
  ['Зарплата за час простою: дві третини окладу чи більше', 'zarplata', 'rozyasnennia', [], ['oplata-pratsi']],
  ['Соціальні відпустки на дітей у 2026 році: тривалість і оплата', 'kadry', 'ohliad', [], ['vidpustky']],
];

const YOUTUBE_IDS = ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'dQw4w9WgXcQ', 'jNQXAC9IVRw'];

/** Deterministic pseudo-random numbers, so every seeding writes the same posts. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * One HR post as it is stored: the editor's lead and body (./news-hr.ts, matched by position and
 * checked by title), every seventh post with a video after the lead; every fourth is for subscribers,
 * and a subscribers' post with a video shows the player in its open part too (locked for readers
 * without access).
 */
export function buildSeedPost(i: number) {
  const [title] = titles[i];
  const text = hrNewsBodies[i];
  if (text?.title !== title) throw new Error(`Текст новини ${i} не відповідає заголовку «${title}»`);
  const hasVideo = i % 7 === 3;
  const isPaid = i % 4 === 1;
  const video = hasVideo
    ? `<iframe src="https://www.youtube-nocookie.com/embed/${YOUTUBE_IDS[i % YOUTUBE_IDS.length]}" title="Відео до новини" width="560" height="315" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="allowfullscreen"></iframe>`
    : '';
  const contentShort = `${text.lead}${hasVideo && isPaid ? video : ''}`;
  const { html, contents } = withContents(`${text.lead}${video}${text.body.replace(/\n/g, '')}`);
  return {
    title,
    slug: slugify(title),
    content: html,
    contentShort,
    bodyText: htmlToText(html),
    contents,
    isPaid,
    hasVideo,
  };
}

const HR: ThemeId[] = ['hr'];
const ACCOUNTING: ThemeId[] = ['accounting'];

/** Reference data: categories of each theme, types and labels (needed in production too). */
export async function seedNewsTaxonomy(db: Db): Promise<void> {
  await db
    .insert(newsCategories)
    .values([
      ...categories.map(([alias, title, description, subscribe], i) => ({
        alias,
        title,
        description,
        position: i,
        options: { subscribe_block: subscribe },
        themes: HR,
      })),
      ...accountingNewsCategories.map(([alias, title, description, subscribe], i) => ({
        alias,
        title,
        description,
        position: categories.length + i,
        options: { subscribe_block: subscribe },
        themes: ACCOUNTING,
      })),
    ])
    .onConflictDoNothing();
  await db
    .insert(newsTypes)
    .values(types.map(([alias, title], i) => ({ alias, title, position: i })))
    .onConflictDoNothing();
  await db
    .insert(newsLabels)
    .values(labels.map(([alias, title], i) => ({ alias, title, position: i })))
    .onConflictDoNothing();
}

/** Demo content of both themes, each once: the HR archive into an empty table, the accounting one when it has none. */
export async function seedNewsPosts(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(newsPosts);
  if (Number(n) === 0) await seedHrNewsPosts(db);
  const [{ accounting }] = await db
    .select({ accounting: count() })
    .from(newsPosts)
    .where(sql`'accounting' = any(${newsPosts.themes})`);
  if (Number(accounting) === 0) await seedAccountingNewsPosts(db);
  await indexSearchWords({ db });
}

async function taxonomyIds(db: Db) {
  const [cats, typ, labs, tops, [editor]] = await Promise.all([
    db.select().from(newsCategories),
    db.select().from(newsTypes),
    db.select().from(newsLabels),
    db.select().from(topics),
    db.select({ id: users.id }).from(users).where(eq(users.email, 'editor@fahivets.ua')),
  ]);
  const byAlias = <T extends { alias: string; id: number }>(rows: T[]) => new Map(rows.map((r) => [r.alias, r.id]));
  return {
    catIds: byAlias(cats),
    typeIds: byAlias(typ),
    labelIds: byAlias(labs),
    topicIds: byAlias(tops),
    editorId: editor?.id ?? null,
  };
}

async function linkPost(
  db: Db,
  postId: number,
  ids: Awaited<ReturnType<typeof taxonomyIds>>,
  refs: { category: string; labels: readonly string[]; topics: readonly string[] },
) {
  const catId = ids.catIds.get(refs.category);
  if (catId) await db.insert(newsPostCategories).values({ postId, categoryId: catId });
  const l = refs.labels.map((a) => ids.labelIds.get(a)).filter((x): x is number => Boolean(x));
  if (l.length) await db.insert(newsPostLabels).values(l.map((labelId) => ({ postId, labelId })));
  const t = refs.topics.map((a) => ids.topicIds.get(a)).filter((x): x is number => Boolean(x));
  if (t.length) await db.insert(newsPostTopics).values(t.map((topicId) => ({ postId, topicId })));
}

/** The accounting theme's posts (./news-accounting.ts), oldest first, through the same HTML treatment. */
async function seedAccountingNewsPosts(db: Db): Promise<void> {
  const ids = await taxonomyIds(db);
  const posts = [...accountingNewsPosts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  for (const [i, post] of posts.entries()) {
    const { html, contents } = withContents(post.content);
    const rand = prng(i + 101);
    const [row] = await db
      .insert(newsPosts)
      .values({
        slug: post.slug,
        title: post.title,
        content: html,
        contentShort: post.contentShort,
        bodyText: htmlToText(html),
        description: htmlToText(post.contentShort).slice(0, 200),
        order: post.order ?? 50,
        isFixed: post.order !== undefined,
        isFree: post.isFree,
        status: 'published',
        publishedAt: new Date(post.publishedAt),
        typeId: ids.typeIds.get(post.type) ?? null,
        authorId: ids.editorId,
        options: { contents_list: contents },
        views: 30 + Math.floor(rand() * 700),
        shareCount: Math.floor(rand() * 20),
        themes: ACCOUNTING,
      })
      .returning({ id: newsPosts.id });
    await linkPost(db, row.id, ids, post);
  }
}

/** The HR archive of posts, a draft and a scheduled post. */
async function seedHrNewsPosts(db: Db): Promise<void> {
  const ids = await taxonomyIds(db);
  const editor = ids.editorId === null ? undefined : { id: ids.editorId };
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  // Oldest first, so ids grow with the date like a real archive.
  for (let i = titles.length - 1; i >= 0; i--) {
    const [, category, type, labelAliases, topicAliases] = titles[i];
    const post = buildSeedPost(i);
    const rand = prng(i + 1);
    const [row] = await db
      .insert(newsPosts)
      .values({
        slug: post.slug,
        title: post.title,
        content: post.content,
        contentShort: post.contentShort,
        bodyText: post.bodyText,
        description: htmlToText(post.contentShort).slice(0, 200),
        order: i < 3 ? i + 1 : 50,
        isFixed: i < 3,
        isFree: !post.isPaid,
        status: 'published',
        publishedAt: new Date(now - i * 1.4 * day - 3 * 60 * 60 * 1000),
        typeId: ids.typeIds.get(type) ?? null,
        authorId: editor?.id ?? null,
        options: { contents_list: post.contents },
        views: 40 + Math.floor(rand() * 900),
        shareCount: Math.floor(rand() * 25),
        themes: HR,
      })
      .returning({ id: newsPosts.id });
    await linkPost(db, row.id, ids, { category, labels: labelAliases, topics: topicAliases });
  }
  // Never public: one draft and one scheduled for next week.
  await db.insert(newsPosts).values([
    {
      slug: 'chernetka-zminy-do-kzpp',
      title: 'Чернетка: зміни до КЗпП, які ще обговорюють',
      content: '<p>Текст чернетки, яку бачать лише редактори.</p>',
      contentShort: '<p>Текст чернетки.</p>',
      bodyText: 'Текст чернетки, яку бачать лише редактори.',
      status: 'draft',
      authorId: editor?.id ?? null,
      themes: HR,
    },
    {
      slug: 'zaplanovano-novi-formy-zvitnosti',
      title: 'Заплановано: нові форми звітності з військового обліку',
      content: '<p>Ця новина вийде наступного тижня.</p>',
      contentShort: '<p>Ця новина вийде наступного тижня.</p>',
      bodyText: 'Ця новина вийде наступного тижня.',
      status: 'published',
      publishedAt: new Date(now + 7 * day),
      authorId: editor?.id ?? null,
      themes: HR,
    },
  ]);
}
