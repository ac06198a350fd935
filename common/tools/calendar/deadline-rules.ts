/**
 * HR, payroll and military-registration deadlines as dated rules with their legal basis (research notes,
 * §4). A rule either recurs on the calendar (monthly, quarterly, yearly, once) or runs from an event the
 * user knows (an order, a vacation start) — the latter are `triggered`.
 */
import type { IsoDate, RuleSource } from '../rules';

export type Role = 'kadrovyk' | 'bukhhalter' | 'viiskovyi-oblik';

export const ROLE_LABELS: Record<Role, string> = {
  kadrovyk: 'Кадровик',
  bukhhalter: 'Бухгалтер',
  'viiskovyi-oblik': 'Військовий облік',
};

/** What to do when the date falls on a day off: the law moves some deadlines forward, others back. */
export type Shift = 'next' | 'previous' | 'none';

export type Schedule =
  | { kind: 'monthly'; day: number; monthOffset?: number }
  | { kind: 'monthlyAfterMonth'; days: number }
  | { kind: 'quarterly'; daysAfterQuarter: number }
  | { kind: 'yearly'; month: number; day: number }
  | { kind: 'once'; date: IsoDate }
  | { kind: 'triggered'; days: number; direction: 'after' | 'before' };

export interface DeadlineRule {
  id: string;
  title: string;
  roles: Role[];
  schedule: Schedule;
  shift: Shift;
  basis: RuleSource;
  /** false = the rule or its shifting is not confirmed in a cited source («потребує перевірки»). */
  verified: boolean;
  validFrom: IsoDate;
  validTo?: IsoDate;
  /** Where the job gets done on the portal. */
  link?: { kind: 'calculator' | 'handbook' | 'document'; alias: string };
  note?: string;
}

const PKU = 'Податковий кодекс України';
const ESV_LAW =
  'Закон України «Про збір та облік єдиного внеску на загальнообов’язкове державне соціальне страхування»';
const ORDER_1487 =
  'Порядок організації та ведення військового обліку призовників, військовозобов’язаних та резервістів, затв. постановою КМУ № 1487 від 30.12.2022';
const KZPP = 'Кодекс законів про працю України';
const START = '2024-04-01';

export const DEADLINE_RULES: DeadlineRule[] = [
  {
    id: 'esv-monthly',
    title: 'Сплата ЄСВ за попередній місяць',
    roles: ['bukhhalter'],
    schedule: { kind: 'monthly', day: 20 },
    shift: 'previous',
    basis: { act: ESV_LAW, reference: 'ч. 8 ст. 9', url: 'consulting.dtkt.ua/labor/social-protection/6145' },
    verified: true,
    validFrom: START,
    link: { kind: 'calculator', alias: 'zarplata-na-ruky' },
    note: 'Перенесення на попередній робочий день, коли 20 число вихідне, — практика ДПС, потребує перевірки.',
  },
  {
    id: 'salary-first-half',
    title: 'Останній день виплати зарплати за першу половину місяця',
    roles: ['bukhhalter'],
    schedule: { kind: 'monthly', day: 22 },
    shift: 'previous',
    basis: { act: KZPP, reference: 'ст. 115; ст. 24 Закону «Про оплату праці»', url: 'kadroland.com/news/1248' },
    verified: true,
    validFrom: START,
    note: 'Не рідше двох разів на місяць, з проміжком не більше 16 календарних днів і не пізніше 7 днів після періоду. ПДФО і військовий збір — у день виплати. Виплата напередодні вихідного — ст. 115 КЗпП, у джерелах дослідження не процитовано.',
  },
  {
    id: 'salary-second-half',
    title: 'Останній день виплати зарплати за другу половину попереднього місяця',
    roles: ['bukhhalter'],
    schedule: { kind: 'monthly', day: 7 },
    shift: 'previous',
    basis: { act: KZPP, reference: 'ст. 115; ст. 24 Закону «Про оплату праці»', url: 'kadroland.com/news/1248' },
    verified: true,
    validFrom: START,
    note: 'ПДФО і військовий збір сплачуються в день виплати (п. 168.1 ПКУ). Виплата напередодні вихідного — ст. 115 КЗпП, у джерелах дослідження не процитовано.',
  },
  {
    id: 'pit-unpaid-income',
    title: 'ПДФО і військовий збір з нарахованого, але не виплаченого доходу за попередній місяць',
    roles: ['bukhhalter'],
    schedule: { kind: 'monthlyAfterMonth', days: 30 },
    shift: 'none',
    basis: { act: PKU, reference: 'п. 168.1 ст. 168', url: 'buhplatforma.com.ua/news/23806' },
    verified: true,
    validFrom: START,
  },
  {
    id: 'tax-report-quarterly',
    title: 'Податковий розрахунок (ПДФО, військовий збір, ЄСВ) за квартал',
    roles: ['bukhhalter'],
    schedule: { kind: 'quarterly', daysAfterQuarter: 40 },
    shift: 'next',
    basis: {
      act: PKU,
      reference: 'пп. 49.18.2 п. 49.18, п. 49.20 ст. 49; пп. «б» п. 176.2 ст. 176',
      url: 'oblikbudget.com.ua/question/694',
    },
    verified: true,
    validFrom: START,
  },
  {
    id: 'disability-quota-report',
    title: 'Звіт про виконання нормативу робочих місць для осіб з інвалідністю за квартал',
    roles: ['bukhhalter', 'kadrovyk'],
    schedule: { kind: 'quarterly', daysAfterQuarter: 40 },
    shift: 'next',
    basis: {
      act: 'Закон України «Про основи соціальної захищеності осіб з інвалідністю в Україні» (ред. Закону № 4219-IX)',
      reference: 'ст. 18-2',
      url: 'news.dtkt.ua/accounting/reposts/108187',
    },
    verified: true,
    validFrom: '2026-01-01',
  },
  {
    id: 'disability-quota-payment',
    title: 'Сплата внеску за невиконання нормативу робочих місць для осіб з інвалідністю',
    roles: ['bukhhalter'],
    schedule: { kind: 'quarterly', daysAfterQuarter: 50 },
    shift: 'next',
    basis: {
      act: 'Закон України «Про основи соціальної захищеності осіб з інвалідністю в Україні» (ред. Закону № 4219-IX)',
      reference: 'ст. 18-2: 10 днів після граничного строку звіту',
      url: 'news.dtkt.ua/accounting/reposts/108187',
    },
    verified: true,
    validFrom: '2026-01-01',
    note: 'Перенесення з вихідного дня не підтверджене джерелом.',
  },
  {
    id: 'vacation-schedule',
    title: 'Затвердити графік відпусток на рік',
    roles: ['kadrovyk'],
    schedule: { kind: 'yearly', month: 1, day: 5 },
    shift: 'none',
    basis: {
      act: KZPP,
      reference: 'ст. 79; ст. 10 Закону «Про відпустки»; Типові правила внутрішнього трудового розпорядку',
      url: 'poradnica.com.ua (26.01.2026)',
    },
    verified: true,
    validFrom: START,
  },
  {
    id: 'working-time-order',
    title: 'Наказ про норму тривалості робочого часу на наступний рік',
    roles: ['kadrovyk', 'bukhhalter'],
    schedule: { kind: 'yearly', month: 12, day: 31 },
    shift: 'previous',
    basis: { act: KZPP, reference: 'ст. 50–52; ч. 6 ст. 6 Закону № 2136-IX', url: 'kadroland.com/news/8510' },
    verified: true,
    validFrom: START,
    link: { kind: 'calculator', alias: 'norma-robochoho-chasu' },
    note: 'Норму слід переглядати при кожному продовженні воєнного стану.',
  },
  {
    id: 'military-monthly-notice',
    title: 'Повідомлення до ТЦК про зміну облікових даних працівників',
    roles: ['viiskovyi-oblik'],
    schedule: { kind: 'monthly', day: 5 },
    shift: 'previous',
    basis: { act: ORDER_1487, reference: 'п. 34 (додаток 4)', url: 'kadroland.com/news/9387; 24tv.ua (04.03.2026)' },
    verified: true,
    validFrom: START,
  },
  {
    id: 'military-internal-check-plan',
    title: 'Затвердити графік звіряння списків персонального військового обліку з військово-обліковими документами',
    roles: ['viiskovyi-oblik'],
    schedule: { kind: 'yearly', month: 1, day: 2 },
    shift: 'next',
    basis: { act: ORDER_1487, reference: 'п. 45', url: 'kadroland.com/news/8296' },
    verified: true,
    validFrom: START,
    note: 'Порядок вимагає графік на початку року без конкретного числа; дата — нагадування.',
  },
  {
    id: 'work-book-scans',
    title: 'Завершення перехідного періоду: скан-копії паперових трудових книжок до ПФУ',
    roles: ['kadrovyk'],
    schedule: { kind: 'once', date: '2026-06-10' },
    shift: 'none',
    basis: { act: 'Закон України № 1217-IX', reference: 'прикінцеві положення', url: 'minfin.com.ua (19.01.2026)' },
    verified: true,
    validFrom: START,
  },
  {
    id: 'sick-leave-law-2026',
    title: 'Набирає чинності Закон № 4683-IX (нові правила листків непрацездатності)',
    roles: ['bukhhalter', 'kadrovyk'],
    schedule: { kind: 'once', date: '2026-04-01' },
    shift: 'none',
    basis: {
      act: 'Закон України № 4683-IX від 05.11.2025',
      reference: 'набрання чинності',
      url: 'oblikbudget.com.ua/news/114444',
    },
    verified: true,
    validFrom: START,
    link: { kind: 'calculator', alias: 'likarniani' },
  },
  {
    id: 'military-hire-dismissal-notice',
    title: 'Повідомити ТЦК про прийняття або звільнення військовозобов’язаного',
    roles: ['viiskovyi-oblik', 'kadrovyk'],
    schedule: { kind: 'triggered', days: 7, direction: 'after' },
    shift: 'none',
    basis: {
      act: ORDER_1487,
      reference: 'п. 34 (додаток 4)',
      url: '24tv.ua (04.03.2026); kadroland.com/events/1850/4512',
    },
    verified: true,
    validFrom: START,
  },
  {
    id: 'military-lists-update',
    title: 'Внести зміни до списків персонального військового обліку',
    roles: ['viiskovyi-oblik'],
    schedule: { kind: 'triggered', days: 5, direction: 'after' },
    shift: 'none',
    basis: { act: ORDER_1487, reference: 'п. 34', url: 'kadroland.com/news/2804' },
    verified: true,
    validFrom: START,
  },
  {
    id: 'vacation-pay',
    title: 'Виплатити відпускні',
    roles: ['bukhhalter'],
    schedule: { kind: 'triggered', days: 3, direction: 'before' },
    shift: 'previous',
    basis: { act: 'Закон України «Про відпустки»', reference: 'ст. 21', url: 'i.factor.ua (2008)' },
    verified: true,
    validFrom: START,
    link: { kind: 'calculator', alias: 'vidpuskni' },
  },
];
