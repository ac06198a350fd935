import { eq } from 'drizzle-orm';
import { UNREAD_CONSULTATIONS_COUNTER } from '../../../common/navigation';
import type { Db } from '../client';
import { menuItems, pages, seoSettings, topics } from '../schema';
import { limits } from '../../../common/limits';
import type { ThemeId } from '../../../common/themes';
import { accountingTopics } from './news-accounting';

const c = limits.menuCounterDefaults;

const sideMenu = [
  {
    title: 'Відео',
    shortTitle: 'Відео',
    link: '/events/all',
    options: { icon: 'video', counter: 'videos', label: String(c.videos) },
  },
  {
    title: 'Консультації',
    shortTitle: 'Консультації',
    link: '/consultations',
    options: { icon: 'chat', counter: 'consultations', label: String(c.consultations) },
  },
  {
    title: 'Документи',
    shortTitle: 'Документи',
    link: '/documents',
    options: { icon: 'doc', counter: 'documents', label: String(c.documents) },
  },
  {
    title: 'Посадові інструкції',
    shortTitle: 'Інструкції',
    link: '/documents/posadovi-instruktsii',
    options: { icon: 'list', counter: 'instructions', label: String(c.instructions) },
  },
  {
    title: 'Довідники',
    shortTitle: 'Довідники',
    link: '/handbooks',
    options: { icon: 'book', counter: 'handbooks', label: String(c.handbooks) },
  },
  {
    title: 'Чек-листи',
    shortTitle: 'Чек-листи',
    link: '/documents/chek-lysty',
    options: { icon: 'check', counter: 'checklists', label: String(c.checklists) },
  },
  { title: 'Новини', shortTitle: 'Новини', link: '/news', options: { icon: 'news' } },
  { title: 'Безкоштовні вебінари', shortTitle: 'Вебінари', link: '/free-webinars', options: { icon: 'live' } },
  { title: 'Інструменти', shortTitle: 'Інструменти', link: '/calculators', options: { icon: 'calc' } },
  {
    title: 'Календар кадровика',
    shortTitle: 'Календар',
    link: '/personal-calendar',
    options: { icon: 'calendar', titleFrom: 'calendar' as const },
  },
  {
    title: 'Класифікатор професій',
    shortTitle: 'Класифікатор',
    link: '/professions-classifier',
    options: { icon: 'tree' },
  },
  { title: 'Обране', shortTitle: 'Обране', link: '/favorites', options: { icon: 'star', requiresAuth: true } },
];

const headerMenu = [
  { title: 'Новини', link: '/news' },
  { title: 'Відео', link: '/events/all' },
  { title: 'Документи', link: '/documents' },
  { title: 'Довідники', link: '/handbooks' },
  { title: 'Консультації', link: '/consultations' },
  { title: 'Вебінари', link: '/free-webinars' },
  { title: 'Передплата', link: '/subscribe' },
];

const personalMenu = [
  { title: 'Особистий кабінет', link: '/profile/{id}/dashboard', options: { icon: 'user', requiresAuth: true } },
  { title: 'Мої підписки', link: '/profile/{id}/my-subscriptions', options: { icon: 'card', requiresAuth: true } },
  { title: 'Мої замовлення', link: '/profile/{id}/subscriptions', options: { icon: 'receipt', requiresAuth: true } },
  { title: 'Мої обрані', link: '/profile/{id}/favorite', options: { icon: 'star', requiresAuth: true } },
  {
    title: 'Мої консультації',
    link: '/profile/{id}/consultations',
    options: { icon: 'chat', requiresAuth: true, counter: UNREAD_CONSULTATIONS_COUNTER },
  },
  { title: 'Мої коментарі', link: '/profile/{id}/comments', options: { icon: 'comment', requiresAuth: true } },
  { title: 'Останні переглянуті', link: '/profile/{id}/latest', options: { icon: 'clock', requiresAuth: true } },
];

const topicRows = [
  ['vidpustky', 'Відпустки', 'Щорічні, соціальні, без збереження зарплати: оформлення і розрахунок.', 'default'],
  [
    'pryiniattia-na-robotu',
    'Прийняття на роботу',
    'Наказ, повідомлення до ДПС, трудовий договір і випробування.',
    'professions',
  ],
  ['zvilnennia', 'Звільнення', 'Підстави, строки розрахунку, записи і компенсації.', 'default'],
  [
    'viiskovyi-oblik',
    'Військовий облік',
    'Облік військовозобов’язаних, бронювання, звітність до ТЦК.',
    'consultations',
  ],
  ['oplata-pratsi', 'Оплата праці', 'Мінімальна зарплата, доплати, індексація і утримання.', 'courses'],
  ['likarniani', 'Лікарняні', 'Електронні листки непрацездатності та їх оплата.', 'handbooks'],
  ['okhorona-pratsi', 'Охорона праці', 'Інструктажі, медогляди і розслідування нещасних випадків.', 'schools'],
  [
    'kadrove-dilovodstvo',
    'Кадрове діловодство',
    'Накази, особові справи, номенклатура і строки зберігання.',
    'webinars',
  ],
  [
    'mobilizatsiia-ta-bronyuvannia',
    'Мобілізація та бронювання',
    'Відстрочки, бронювання працівників і збереження робочого місця.',
    'videoblogs',
  ],
  ['trudovi-spory', 'Трудові спори', 'Перевірки Держпраці, штрафи і судова практика.', 'minicourse'],
] as const;

/** Topics of HR work only; the rest (leave, pay, sick leave, military records…) concern accountants too. */
const hrOnlyTopics = new Set<string>(['pryiniattia-na-robotu', 'okhorona-pratsi', 'trudovi-spory']);

const pageRows = [
  {
    alias: 'about',
    title: 'Про нас',
    description:
      'Фахівець — професійний портал для кадровиків, бухгалтерів з оплати праці та фахівців з військового обліку.',
    content:
      '<p>«Фахівець» — це щоденна підтримка для тих, хто веде кадровий облік, рахує зарплату і відповідає за військовий облік на підприємстві.</p>' +
      '<h2>Що ми робимо</h2><ul><li>Щодня публікуємо новини законодавства з коментарями експертів.</li><li>Записуємо вебінари та міні-курси з практичними прикладами.</li>' +
      '<li>Готуємо зразки документів, посадові інструкції та чек-листи.</li><li>Відповідаємо на запитання передплатників протягом доби.</li></ul>' +
      '<h2>Наші експерти</h2><p>Над матеріалами працюють практикуючі кадровики, юристи з трудового права, бухгалтери та колишні інспектори Держпраці.</p>',
  },
  {
    alias: 'offer',
    title: 'Договір оферти',
    description: 'Умови надання доступу до матеріалів і сервісів порталу.',
    content:
      '<h2>1. Загальні положення</h2><p>Цей договір є публічною пропозицією укласти договір про надання доступу до електронних матеріалів і сервісів порталу «Фахівець».</p>' +
      '<h2>2. Предмет договору</h2><p>Виконавець надає Замовнику доступ до матеріалів обраного пакета на оплачений строк, а Замовник оплачує його в гривнях.</p>' +
      '<h2>3. Оплата</h2><p>Оплата здійснюється банківською карткою через платіжний сервіс або за рахунком для юридичних осіб. Доступ відкривається після підтвердження оплати.</p>' +
      '<h2>4. Повернення коштів</h2><p>Якщо доступ не був наданий з вини Виконавця, кошти повертаються протягом 14 днів після звернення.</p>',
  },
  {
    alias: 'privacy',
    title: 'Політика конфіденційності',
    description: 'Як ми збираємо, зберігаємо та захищаємо персональні дані.',
    content:
      '<p>Ми обробляємо персональні дані відповідно до Закону України «Про захист персональних даних».</p>' +
      '<h2>Які дані ми збираємо</h2><p>Ім’я, e-mail, телефон, дані про передплату та історію переглядів матеріалів.</p>' +
      '<h2>Навіщо</h2><p>Щоб надавати доступ до матеріалів, відповідати на запитання, надсилати листи про передплату і покращувати сервіс.</p>' +
      '<h2>Ваші права</h2><p>Ви можете змінити свої дані в особистому кабінеті або попросити видалити їх, написавши нам на e-mail.</p>',
  },
];

export async function seedCore(db: Db): Promise<void> {
  const existing = await db.select({ id: menuItems.id }).from(menuItems).limit(1);
  if (existing.length === 0) {
    await db.insert(menuItems).values([
      ...sideMenu.map((m, i) => ({
        menu: 'side',
        position: i,
        title: m.title,
        shortTitle: m.shortTitle,
        link: m.link,
        options: m.options,
      })),
      ...headerMenu.map((m, i) => ({
        menu: 'header',
        position: i,
        title: m.title,
        shortTitle: m.title,
        link: m.link,
        options: {},
      })),
      ...personalMenu.map((m, i) => ({
        menu: 'personal',
        position: i,
        title: m.title,
        shortTitle: m.title,
        link: m.link,
        options: m.options,
      })),
    ]);
  }
  await db
    .insert(topics)
    .values([
      ...topicRows.map(([alias, title, description, category], i) => ({
        alias,
        title,
        description,
        category,
        position: i,
        themes: hrOnlyTopics.has(alias) ? (['hr'] as ThemeId[]) : undefined,
      })),
      ...accountingTopics.map(([alias, title, description, category], i) => ({
        alias,
        title,
        description,
        category,
        position: topicRows.length + i,
        themes: ['accounting'] as ThemeId[],
      })),
    ])
    .onConflictDoNothing();
  await db.insert(pages).values(pageRows).onConflictDoNothing();
  // The home page's title and description come from the theme (common/themes.ts), not from a row.
  const subscribeSeo = await db
    .select({ id: seoSettings.id })
    .from(seoSettings)
    .where(eq(seoSettings.url, '/subscribe'));
  if (subscribeSeo.length === 0) {
    await db.insert(seoSettings).values({
      url: '/subscribe',
      title: 'Передплата на Фахівець: пакети і ціни',
      description: 'Порівняйте пакети передплати і оберіть свій. Оплата в гривнях.',
    });
  }
}
