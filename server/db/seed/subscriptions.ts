import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { packages, plans, subscriptions, users } from '../schema';

/** Prices in kopiykas (integer UAH × 100) per plan: 1, 3, 6 and 12 months. */
const catalogue = [
  {
    code: 'standard',
    title: 'Стандарт',
    description: 'Новини, відео та документи для щоденної роботи кадровика.',
    features: [
      'Усі новини з коментарями експертів',
      'Відеозаписи вебінарів',
      'Зразки документів і чек-листи',
      'Консультант з документів',
    ],
    prices: [49_000, 135_000, 249_000, 449_000],
  },
  {
    code: 'professional',
    title: 'Професіонал',
    description: 'Для тих, хто щодня ставить запитання: особистий консультант і довідники.',
    features: ['Усе з пакета «Стандарт»', 'Особистий консультант', 'Довідники та міні-курси', 'Посадові інструкції'],
    prices: [79_000, 219_000, 399_000, 719_000],
    isHighlighted: true,
  },
  {
    code: 'premium',
    title: 'Преміум',
    description: 'Кадри і зарплата разом: перевірка розрахунків і записи курсів.',
    features: [
      'Усе з пакета «Професіонал»',
      'Перевірка розрахунку зарплати',
      'Записи платних курсів',
      'Сертифікати за вебінари',
    ],
    prices: [119_000, 329_000, 599_000, 1_079_000],
  },
  {
    code: 'premium-pro',
    title: 'Преміум PRO',
    description: 'Повний доступ до всього, включно з військовим обліком і податковими накладними.',
    features: [
      'Усе з пакета «Преміум»',
      'Консультант з військового обліку',
      'Розблокування податкових накладних',
      'Пріоритетні відповіді',
    ],
    prices: [169_000, 469_000, 849_000, 1_529_000],
  },
  {
    code: 'military-pro',
    title: 'Військовий облік PRO',
    description: 'Усе про військовий облік, бронювання та звітність до ТЦК.',
    features: [
      'Консультант з військового обліку',
      'Зразки документів з військового обліку',
      'Вебінари про бронювання',
      'Нагадування про звітність',
    ],
    prices: [69_000, 189_000, 349_000, 629_000],
  },
];

const periods = [
  { code: '1m', title: '1 місяць', months: 1, isRecurring: true },
  { code: '3m', title: '3 місяці', months: 3, isRecurring: false },
  { code: '6m', title: '6 місяців', months: 6, isRecurring: false },
  { code: '12m', title: '12 місяців', months: 12, isRecurring: false },
];

/** The five packages and their plans (catalogue data, seeded in every installation). */
export async function seedPackages(db: Db): Promise<void> {
  await db
    .insert(packages)
    .values(
      catalogue.map((p, i) => ({
        code: p.code,
        title: p.title,
        description: p.description,
        features: p.features,
        position: i,
        isHighlighted: p.isHighlighted ?? false,
      })),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: packages.id, code: packages.code }).from(packages);
  const values = catalogue.flatMap((p) => {
    const pkg = rows.find((r) => r.code === p.code);
    if (!pkg) return [];
    return periods.map((period, i) => ({
      packageId: pkg.id,
      code: period.code,
      title: period.title,
      months: period.months,
      isRecurring: period.isRecurring,
      priceKop: p.prices[i],
      position: i,
    }));
  });
  await db.insert(plans).values(values).onConflictDoNothing();
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Subscriptions of the demo accounts: demo@ a running 3-day demo of «Преміум», professional@ and
 * premiumpro@ a year of their packages. Granted again whenever the previous one has run out.
 */
export async function seedDemoSubscriptions(db: Db): Promise<void> {
  const grants = [
    { email: 'demo@fahivets.ua', code: 'premium', isDemo: true, days: 3, campaigns: ['demo'] },
    { email: 'professional@fahivets.ua', code: 'professional', isDemo: false, days: 365, campaigns: [] },
    { email: 'premiumpro@fahivets.ua', code: 'premium-pro', isDemo: false, days: 365, campaigns: [] },
  ];
  const now = new Date();
  for (const g of grants) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, g.email));
    const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, g.code));
    if (!user || !pkg) continue;
    const [running] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, user.id),
          eq(subscriptions.status, 1),
          eq(subscriptions.isDemo, g.isDemo),
          gt(subscriptions.endAt, now),
        ),
      )
      .limit(1);
    if (running) continue;
    const [plan] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.packageId, pkg.id), eq(plans.code, '12m')));
    await db.insert(subscriptions).values({
      userId: user.id,
      packageId: pkg.id,
      planId: g.isDemo ? null : (plan?.id ?? null),
      status: 1,
      isDemo: g.isDemo,
      campaigns: g.campaigns,
      beginAt: new Date(now.getTime() - DAY),
      endAt: new Date(now.getTime() + g.days * DAY),
    });
  }
}
