/**
 * The route table of spec part 1 §2: every application route with its name, layout, parameter
 * rules, guard and breadcrumb. Landing and thank-you pages are CMS pages (server/pages/landing-pages.ts)
 * served by the one `landing` route. `app/routes.ts` builds the React Router config from it; the login guard,
 * breadcrumbs, sitemap and the route enumeration test read it too.
 */
import { consultationServices } from './consultation-services';
import { namedRooms } from './named-rooms';
import type { ParamRule } from './route-params';
import type { ThemeWordingKey } from './themes';

export type LayoutName =
  | 'constructor-layout'
  | 'default'
  | 'empty'
  | 'focused'
  | 'footer-only'
  | 'page-splitted'
  | 'page'
  | 'with-widget';

export interface RouteEntry {
  /** Route name (React Router id). */
  name: string;
  /** React Router path pattern, without the leading slash ('' = index). */
  path: string;
  /** Module under app/routes/. Redirect entries use `redirect.tsx`, unfinished sections `section.tsx`. */
  file: string;
  layout: LayoutName;
  title: string;
  /** The title is this word of the request's theme (the calendar is the HR's or the accountant's). */
  themedTitle?: ThemeWordingKey;
  /** Breadcrumb trail before the page itself: [title, href][]. */
  parents?: [string, string][];
  requiresAuth?: boolean;
  params?: Record<string, ParamRule>;
  /** Listed in sitemap.xml (static, public, not a redirect). */
  inSitemap?: boolean;
}

const SECTION = 'section.tsx';
const REDIRECT = 'redirect.tsx';

export { consultationServiceSlugs, consultationShortNames } from './consultation-services';

const profileChildren = [
  ['dashboard', 'Особистий кабінет'],
  ['favorite', 'Мої обрані'],
  ['consultations', 'Мої консультації'],
  ['latest', 'Останні переглянуті'],
  ['subscriptions', 'Мої замовлення'],
  ['comments', 'Мої коментарі'],
  ['my-subscriptions', 'Мої підписки'],
] as const;
export const profileSections = profileChildren.map(([slug, title]) => ({ slug, title }));
/** Cabinet sections with their own module (the rest render in profile/cabinet.tsx). */
const cabinetSectionFiles: Record<string, string> = {
  subscriptions: 'profile/orders.tsx',
  'my-subscriptions': 'profile/my-subscriptions.tsx',
  favorite: 'engagement/favorites.tsx',
  latest: 'engagement/latest.tsx',
  consultations: 'profile/consultations.tsx',
  comments: 'profile/my-comments.tsx',
};

const VIDEOS: [string, string] = ['Відео', '/events/all'];
const CONSULTATIONS: [string, string] = ['Консультації', '/consultations'];

export const routeTable: RouteEntry[] = [
  // Main and general
  { name: 'index', path: '', file: 'home.tsx', layout: 'with-widget', title: 'Головна', inSitemap: true },
  { name: 'about', path: 'about', file: 'pages/cms-page.tsx', layout: 'page', title: 'Про нас', inSitemap: true },
  {
    name: 'offer',
    path: 'offer',
    file: 'pages/cms-page.tsx',
    layout: 'page',
    title: 'Договір оферти',
    inSitemap: true,
  },
  {
    name: 'privacy',
    path: 'privacy',
    file: 'pages/cms-page.tsx',
    layout: 'page',
    title: 'Політика конфіденційності',
    inSitemap: true,
  },
  { name: 'search', path: 'search', file: 'tools/search.tsx', layout: 'default', title: 'Пошук' },
  {
    name: 'search-google',
    path: 'search-google',
    file: 'tools/search.tsx',
    layout: 'default',
    title: 'Пошук по сайту',
  },
  { name: 'kit', path: 'kit', file: 'kit.tsx', layout: 'page', title: 'UI kit' },
  { name: 'error', path: 'error', file: 'error-page.tsx', layout: 'empty', title: 'Технічні роботи' },
  {
    name: 'site-maintenance',
    path: 'site-maintenance',
    file: 'site-maintenance.tsx',
    layout: 'empty',
    title: 'Технічні роботи',
  },
  { name: 'sentry-test', path: 'sentry-test', file: SECTION, layout: 'page', title: 'Перевірка звітів про помилки' },
  {
    name: 'sockets-test',
    path: 'sockets-test',
    file: 'sockets-test.tsx',
    layout: 'page',
    title: 'Перевірка з’єднання в реальному часі',
    requiresAuth: true,
  },

  // Account
  { name: 'login', path: 'login', file: 'account/login.tsx', layout: 'focused', title: 'Вхід' },
  { name: 'signup', path: 'signup', file: 'account/signup.tsx', layout: 'focused', title: 'Реєстрація' },
  { name: 'restore', path: 'restore', file: 'account/restore.tsx', layout: 'focused', title: 'Відновлення пароля' },
  {
    name: 'successful',
    path: 'successful',
    file: 'account/successful.tsx',
    layout: 'focused',
    title: 'Реєстрація успішна',
  },
  {
    name: 'profile',
    path: 'profile',
    file: 'profile/profile-redirect.tsx',
    layout: 'default',
    title: 'Особистий кабінет',
    requiresAuth: true,
  },
  {
    name: 'profile-id',
    path: 'profile/:id',
    file: 'profile/profile-redirect.tsx',
    layout: 'default',
    title: 'Профіль',
    params: { id: 'numeric' },
  },
  ...profileChildren.map(
    ([slug, title]): RouteEntry => ({
      name: `profile-id-${slug}`,
      path: `profile/:id/${slug}`,
      file: cabinetSectionFiles[slug] ?? 'profile/cabinet.tsx',
      layout: 'default',
      title,
      params: { id: 'numeric' },
    }),
  ),
  { name: 'favorites', path: 'favorites', file: 'engagement/favorites.tsx', layout: 'default', title: 'Обране' },
  {
    name: 'events-latest',
    path: 'events/latest',
    file: 'engagement/latest.tsx',
    layout: 'default',
    title: 'Останні переглянуті',
    parents: [VIDEOS],
  },
  {
    name: 'events-free',
    path: 'events/free',
    file: 'records/records-list.tsx',
    layout: 'default',
    title: 'Безкоштовні відео',
    parents: [VIDEOS],
  },

  // Subscription and checkout
  {
    name: 'subscribe',
    path: 'subscribe',
    file: 'subscribe/subscribe.tsx',
    layout: 'focused',
    title: 'Передплата',
    inSitemap: true,
  },
  { name: 'demo', path: 'demo', file: 'campaigns/demo.tsx', layout: 'focused', title: 'Безкоштовний демодоступ' },
  {
    name: 'campaigns-traffic',
    path: 'campaigns/traffic',
    file: 'campaigns/traffic.tsx',
    layout: 'page',
    title: 'Джерела реєстрацій і оплат',
    requiresAuth: true,
  },
  { name: 'checkout', path: 'checkout', file: REDIRECT, layout: 'focused', title: 'Оформлення' },
  {
    name: 'checkout-product',
    path: 'checkout/:product/:plan?',
    file: 'checkout/checkout.tsx',
    layout: 'focused',
    title: 'Оформлення передплати',
    params: { product: 'slug' },
  },

  // Consultations
  {
    name: 'consultations',
    path: 'consultations',
    file: 'consultations/consultations.tsx',
    layout: 'default',
    title: 'Консультації',
    inSitemap: true,
  },
  ...consultationServices.flatMap(({ slug, title }): RouteEntry[] => [
    {
      name: `consultations-${slug}`,
      path: `consultations/${slug}`,
      file: 'consultations/service.tsx',
      layout: 'default',
      title,
      parents: [CONSULTATIONS],
      inSitemap: true,
    },
    {
      name: `consultations-${slug}-item`,
      path: `consultations/${slug}/:consultationId`,
      file: 'consultations/question.tsx',
      layout: 'page-splitted',
      title,
      parents: [CONSULTATIONS, [title, `/consultations/${slug}`]],
      params: { consultationId: 'numeric' },
    },
  ]),
  {
    name: 'consultations-desk',
    path: 'consultations-desk',
    file: 'consultations/desk.tsx',
    layout: 'default',
    title: 'Черга консультацій',
    parents: [CONSULTATIONS],
    requiresAuth: true,
  },
  {
    name: 'consultations-desk-canned',
    path: 'consultations-desk/canned',
    file: 'consultations/canned.tsx',
    layout: 'default',
    title: 'Шаблони відповідей',
    parents: [CONSULTATIONS, ['Черга консультацій', '/consultations-desk']],
    requiresAuth: true,
  },
  {
    name: 'consultations-lectors',
    path: 'consultations-lectors',
    file: 'consultations/lectors.tsx',
    layout: 'footer-only',
    title: 'Консультації лекторів',
    inSitemap: true,
  },
  {
    name: 'online-konsultaciya',
    path: 'online-konsultaciya',
    file: 'consultations/online.tsx',
    layout: 'footer-only',
    title: 'Онлайн-консультація',
    inSitemap: true,
  },
  {
    name: 'online-konsultaciya-thanks',
    path: 'online-konsultaciya-thanks',
    file: 'consultations/online-thanks.tsx',
    layout: 'footer-only',
    title: 'Дякуємо за заявку',
  },
  ...consultationServices.flatMap(({ title, short }): RouteEntry[] => [
    { name: `consultations-short-${short}`, path: `consultations/${short}`, file: REDIRECT, layout: 'default', title },
    {
      name: `consultations-short-${short}-item`,
      path: `consultations/${short}/:consultationId`,
      file: REDIRECT,
      layout: 'default',
      title,
      params: { consultationId: 'numeric' },
    },
  ]),

  // Events, videos and handbooks
  { name: 'events', path: 'events', file: REDIRECT, layout: 'default', title: 'Відео' },
  {
    name: 'events-all',
    path: 'events/all',
    file: 'records/records-list.tsx',
    layout: 'default',
    title: 'Відео',
    inSitemap: true,
  },
  {
    name: 'events-consultation',
    path: 'events/consultation',
    file: 'records/records-list.tsx',
    layout: 'default',
    title: 'Відеоконсультації',
    parents: [VIDEOS],
  },
  {
    name: 'events-handbook',
    path: 'events/handbook/:param',
    file: 'handbooks/handbooks.tsx',
    layout: 'default',
    title: 'Довідники',
    parents: [VIDEOS],
  },
  { name: 'events-theme', path: 'events/theme/:theme?', file: REDIRECT, layout: 'default', title: 'Відео' },
  { name: 'events-lecturers', path: 'events/lecturers/:lector?', file: REDIRECT, layout: 'default', title: 'Відео' },
  {
    name: 'events-editor',
    path: 'events/editor',
    file: 'records/records-editor.tsx',
    layout: 'page',
    title: 'Редактор відео',
    parents: [VIDEOS],
    requiresAuth: true,
  },
  {
    name: 'handbooks-editor',
    path: 'handbooks/editor',
    file: 'handbooks/handbooks-editor.tsx',
    layout: 'page',
    title: 'Редактор довідників',
    parents: [['Довідники', '/handbooks']],
    requiresAuth: true,
  },
  // Numeric → record page; anything else is the "events/{type}" redirect (see docs/decisions/002-route-table.md).
  {
    name: 'record',
    path: 'events/:recordID',
    file: 'records/record.tsx',
    layout: 'page-splitted',
    title: 'Запис',
    parents: [VIDEOS],
  },
  {
    name: 'record-child',
    path: 'events/:recordID/:videoID',
    file: 'records/record.tsx',
    layout: 'page-splitted',
    title: 'Відео',
    parents: [VIDEOS],
  },
  {
    name: 'handbooks',
    path: 'handbooks',
    file: 'handbooks/handbooks.tsx',
    layout: 'default',
    title: 'Довідники',
    inSitemap: true,
  },
  {
    name: 'handbook',
    path: 'handbooks/:recordID',
    file: 'handbooks/handbook.tsx',
    layout: 'page-splitted',
    title: 'Довідник',
    parents: [['Довідники', '/handbooks']],
    params: { recordID: 'numeric' },
  },
  {
    name: 'handbook-child',
    path: 'handbooks/:recordID/:videoID',
    file: 'handbooks/handbook.tsx',
    layout: 'page-splitted',
    title: 'Довідник',
    parents: [['Довідники', '/handbooks']],
    params: { recordID: 'numeric', videoID: 'numeric' },
  },
  { name: 'themes', path: 'themes', file: 'themes/themes.tsx', layout: 'default', title: 'Усі теми', inSitemap: true },
  {
    name: 'theme',
    path: 'themes/:alias',
    file: 'themes/theme.tsx',
    layout: 'default',
    title: 'Тема',
    parents: [['Усі теми', '/themes']],
    params: { alias: 'slug' },
  },

  // Free webinars
  {
    name: 'free-webinars',
    path: 'free-webinars',
    file: 'free-webinars/free-webinars.tsx',
    layout: 'default',
    title: 'Безкоштовні вебінари',
    inSitemap: true,
  },
  {
    name: 'free-webinar',
    path: 'free-webinars/:id',
    file: 'free-webinars/free-webinar.tsx',
    layout: 'page-splitted',
    title: 'Безкоштовний вебінар',
    parents: [['Безкоштовні вебінари', '/free-webinars']],
    params: { id: 'numeric' },
  },
  {
    name: 'free-webinar-enter',
    path: 'free-webinars/:id/enter',
    file: 'free-webinars/enter.tsx',
    layout: 'focused',
    title: 'Вхід на вебінар',
    parents: [['Безкоштовні вебінари', '/free-webinars']],
    params: { id: 'numeric' },
  },
  {
    name: 'free-webinar-room',
    path: 'free-webinars/:id/room',
    file: 'free-webinars/room.tsx',
    layout: 'focused',
    title: 'Кімната вебінару',
    parents: [['Безкоштовні вебінари', '/free-webinars']],
    params: { id: 'numeric' },
  },
  // Named rooms: the live room of the webinar staff assigned to the name (common/named-rooms.ts).
  ...Object.entries(namedRooms).map(([alias, title]) => ({
    name: `named-room-${alias}`,
    path: alias,
    file: 'free-webinars/named-room.tsx',
    layout: 'focused' as const,
    title,
    parents: [['Безкоштовні вебінари', '/free-webinars']] as [string, string][],
  })),

  // Documents: numeric-leading alias → document page, anything else is a rubric
  {
    name: 'documents',
    path: 'documents/:rubric?',
    file: 'documents/documents.tsx',
    layout: 'default',
    title: 'Документи',
    inSitemap: true,
  },

  // News: "digits-hyphen-text" → the post (route name news-post), anything else is a category
  {
    name: 'slider-editor',
    path: 'slider/editor',
    file: 'landings/slider-editor.tsx',
    layout: 'page',
    title: 'Редактор слайдерів',
    requiresAuth: true,
  },
  {
    name: 'pages-editor',
    path: 'landings/editor',
    file: 'landings/pages-editor.tsx',
    layout: 'page',
    title: 'Редактор сторінок',
    requiresAuth: true,
  },
  {
    name: 'news-editor',
    path: 'news/editor',
    file: 'news/news-editor.tsx',
    layout: 'page',
    title: 'Редактор новин',
    parents: [['Новини', '/news']],
    requiresAuth: true,
  },
  { name: 'news', path: 'news/:category?', file: 'news/news.tsx', layout: 'default', title: 'Новини', inSitemap: true },
  {
    name: 'news-category-post',
    path: 'news/:category/:post',
    file: REDIRECT,
    layout: 'default',
    title: 'Новини',
    params: { post: 'newsPost' },
  },

  // Tools and other
  {
    name: 'calculators',
    path: 'calculators',
    file: 'tools/calculators.tsx',
    layout: 'default',
    title: 'Інструменти',
    inSitemap: true,
  },
  {
    name: 'calculator',
    path: 'calculators/:alias',
    file: 'tools/calculator.tsx',
    layout: 'page',
    title: 'Калькулятор',
    parents: [['Інструменти', '/calculators']],
    params: { alias: 'slug' },
  },
  {
    name: 'personal-calendar',
    path: 'personal-calendar',
    file: 'tools/calendar.tsx',
    layout: 'default',
    title: 'Календар кадровика',
    themedTitle: 'calendar',
    inSitemap: true,
  },
  {
    name: 'calendar',
    path: 'calendar',
    file: 'tools/calendar.tsx',
    layout: 'default',
    title: 'Календар кадровика',
    themedTitle: 'calendar',
  },
  {
    name: 'professions-classifier',
    path: 'professions-classifier',
    file: 'tools/classifier.tsx',
    layout: 'default',
    title: 'Класифікатор професій',
    inSitemap: true,
  },
  {
    name: 'classifier',
    path: 'classifier',
    file: 'tools/classifier.tsx',
    layout: 'default',
    title: 'Класифікатор професій',
  },
  {
    name: 'constructor-new',
    path: 'constructor/new',
    file: SECTION,
    layout: 'constructor-layout',
    title: 'Новий конструктор',
    requiresAuth: true,
  },
  {
    name: 'constructor-edit',
    path: 'constructor/edit/:alias',
    file: SECTION,
    layout: 'constructor-layout',
    title: 'Редагування конструктора',
    requiresAuth: true,
    params: { alias: 'slug' },
  },
  {
    name: 'constructor-view',
    path: 'constructor/:alias',
    file: SECTION,
    layout: 'page',
    title: 'Конструктор',
    params: { alias: 'slug' },
  },
  {
    name: 'confirmations',
    path: 'confirmations/:uuid',
    file: 'account/confirmation.tsx',
    layout: 'focused',
    title: 'Підтвердження e-mail',
    params: { uuid: 'uuid' },
  },
  {
    name: 'tests',
    path: 'tests/:id',
    file: SECTION,
    layout: 'page',
    title: 'Тест',
    requiresAuth: true,
    params: { id: 'numeric' },
  },
  {
    name: 'tests-contest',
    path: 'tests/contest/:id',
    file: SECTION,
    layout: 'page',
    title: 'Конкурс',
    requiresAuth: true,
    params: { id: 'numeric' },
  },
  {
    name: 'lottery',
    path: 'lottery/:id',
    file: SECTION,
    layout: 'page',
    title: 'Розіграш',
    requiresAuth: true,
    params: { id: 'numeric' },
  },
  {
    name: 'contest',
    path: 'contest/:id',
    file: SECTION,
    layout: 'page',
    title: 'Конкурс',
    requiresAuth: true,
    params: { id: 'numeric' },
  },

  // Landing and thank-you pages: one route; the pages are rows of the CMS pages table, found by alias.
  { name: 'landing', path: ':alias', file: 'landings/landing.tsx', layout: 'footer-only', title: 'Сторінка' },
];

export const routesByName: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((r) => [r.name, r]));

export function routeByName(name: string): RouteEntry {
  const r = routesByName.get(name);
  if (!r) throw new Error(`Unknown route name: ${name}`);
  return r;
}

/** Paths that need login, as patterns (for the guard and tests). */
export const protectedRoutes = routeTable.filter((r) => r.requiresAuth);
