/**
 * The table of dated rates. Each row cites where the number was read (research notes of March 2026); rows
 * that no cited source confirms carry `verified: false`. The table starts on 01.04.2024 (the 8 000 грн
 * minimum wage): the earliest row of a key gives where the table starts, not when the rule was adopted.
 */
import { PUBLIC_HOLIDAYS } from './holidays';
import type { AnyDatedRule, DatedRule, RuleKey, RuleValues } from './types';

export const TABLE_START = '2024-04-01';

const BUDGET_2026 = 'Закон України «Про Державний бюджет України на 2026 рік» № 4695-IX від 03.12.2025';
const BUDGET_2025 = 'Закон України «Про Державний бюджет України на 2025 рік»';
const PKU = 'Податковий кодекс України';
const ESV_LAW =
  'Закон України «Про збір та облік єдиного внеску на загальнообов’язкове державне соціальне страхування»';
const MARTIAL_LAW = 'Закон України «Про організацію трудових відносин в умовах воєнного стану» № 2136-IX';
const VACATIONS_LAW = 'Закон України «Про відпустки»';
const ORDER_100 = 'Порядок обчислення середньої заробітної плати, затв. постановою КМУ № 100 від 08.02.1995';
const ORDER_1266 =
  'Порядок обчислення середньої заробітної плати для розрахунку виплат за соціальним страхуванням, затв. постановою КМУ № 1266 від 26.09.2001';
const LAW_1105 = 'Закон України «Про загальнообов’язкове державне соціальне страхування» № 1105-XIV';
const INDEXATION_LAW = 'Закон України «Про індексацію грошових доходів населення»';
const KZPP = 'Кодекс законів про працю України';

function row<K extends RuleKey>(rule: DatedRule<K>): AnyDatedRule {
  return rule as unknown as AnyDatedRule;
}

const always = { validFrom: TABLE_START, validTo: null } as const;

export const RATES: AnyDatedRule[] = [
  row({
    key: 'minWageMonthly',
    label: 'Мінімальна заробітна плата (місячна)',
    value: 8000,
    unit: 'грн',
    validFrom: TABLE_START,
    validTo: '2025-12-31',
    source: { act: BUDGET_2025, reference: 'ст. 8; діяла з 01.04.2024 весь 2025 рік', url: 'forbes.ua (15.09.2025)' },
    verified: true,
  }),
  row({
    key: 'minWageMonthly',
    label: 'Мінімальна заробітна плата (місячна)',
    value: 8647,
    unit: 'грн',
    validFrom: '2026-01-01',
    validTo: null,
    source: { act: BUDGET_2026, reference: 'ст. 8', url: 'delo.ua (01.01.2026)' },
    verified: true,
  }),
  row({
    key: 'minWageHourly',
    label: 'Мінімальна заробітна плата (погодинна)',
    value: 48,
    unit: 'грн/год',
    validFrom: TABLE_START,
    validTo: '2025-12-31',
    source: { act: BUDGET_2025, reference: 'ст. 8', url: 'forbes.ua (15.09.2025)' },
    verified: true,
  }),
  row({
    key: 'minWageHourly',
    label: 'Мінімальна заробітна плата (погодинна)',
    value: 52,
    unit: 'грн/год',
    validFrom: '2026-01-01',
    validTo: null,
    source: { act: BUDGET_2026, reference: 'ст. 8', url: 'delo.ua (01.01.2026); tsn.ua (14.11.2025)' },
    verified: true,
  }),
  row({
    key: 'subsistenceAbleBodied',
    label: 'Прожитковий мінімум для працездатних осіб',
    value: 3028,
    unit: 'грн',
    validFrom: TABLE_START,
    validTo: '2024-12-31',
    source: { act: 'Закон України «Про Державний бюджет України на 2024 рік»', reference: 'ст. 7' },
    verified: false,
    note: 'Значення 2024 року в джерелах дослідження не підтверджене.',
  }),
  row({
    key: 'subsistenceAbleBodied',
    label: 'Прожитковий мінімум для працездатних осіб',
    value: 3028,
    unit: 'грн',
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    source: { act: BUDGET_2025, reference: 'ст. 7', url: 'delo.ua (01.01.2026)' },
    verified: true,
  }),
  row({
    key: 'subsistenceAbleBodied',
    label: 'Прожитковий мінімум для працездатних осіб',
    value: 3328,
    unit: 'грн',
    validFrom: '2026-01-01',
    validTo: null,
    source: {
      act: BUDGET_2026,
      reference: 'ст. 7',
      url: 'delo.ua (01.01.2026); for-ua.com (01.01.2026); rbc.ua (07.01.2026)',
    },
    verified: true,
  }),
  ...(
    [
      ['subsistenceGeneral', 'Прожитковий мінімум (загальний показник)', 3209],
      ['subsistenceChildUnder6', 'Прожитковий мінімум для дітей віком до 6 років', 2817],
      ['subsistenceChild6to18', 'Прожитковий мінімум для дітей віком від 6 до 18 років', 3512],
      ['subsistenceUnableToWork', 'Прожитковий мінімум для осіб, які втратили працездатність', 2595],
    ] as const
  ).map(([key, label, value]) =>
    row({
      key,
      label,
      value,
      unit: 'грн',
      validFrom: '2026-01-01',
      validTo: null,
      source: { act: BUDGET_2026, reference: 'ст. 7', url: 'for-ua.com/article/1253378 (01.01.2026)' },
      verified: true,
    }),
  ),
  row({
    key: 'pitRate',
    label: 'Ставка податку на доходи фізичних осіб (ПДФО)',
    value: 18,
    unit: '%',
    ...always,
    source: { act: PKU, reference: 'п. 167.1 ст. 167', url: 'veritasgroup.com.ua (текст ст. 167 ПКУ)' },
    verified: true,
  }),
  row({
    key: 'militaryLevyRate',
    label: 'Ставка військового збору із заробітної плати',
    value: 1.5,
    unit: '%',
    validFrom: TABLE_START,
    validTo: '2024-11-30',
    source: { act: PKU, reference: 'пп. 1.3 п. 16-1 підрозділу 10 розділу XX (до змін Законом № 4015-IX)' },
    verified: false,
    note: 'Попередня ставка для працівників; у джерелах дослідження прямо не процитована.',
  }),
  row({
    key: 'militaryLevyRate',
    label: 'Ставка військового збору із заробітної плати',
    value: 5,
    unit: '%',
    validFrom: '2024-12-01',
    validTo: null,
    source: {
      act: 'Закон України № 4015-IX від 10.10.2024',
      reference:
        'пп. 1.3 п. 16-1 підрозділу 10 розділу XX ПКУ: у період воєнного стану та протягом року, у якому його припинять',
      url: 'cha.zt.court.gov.ua (02.12.2024); sud.ua (23.12.2025)',
    },
    verified: true,
  }),
  row({
    key: 'sscRate',
    label: 'Ставка єдиного соціального внеску (ЄСВ) роботодавця',
    value: 22,
    unit: '%',
    ...always,
    source: { act: ESV_LAW, reference: 'ч. 5 ст. 8', url: 'services.uteka.ua (2026); vikna.tv (26.01.2026)' },
    verified: true,
  }),
  row({
    key: 'sscRateDisabled',
    label: 'Ставка ЄСВ для працівників з інвалідністю',
    value: 8.41,
    unit: '%',
    ...always,
    source: { act: ESV_LAW, reference: 'ч. 13 ст. 8', url: 'services.uteka.ua (2026); vikna.tv (26.01.2026)' },
    verified: true,
  }),
  row({
    key: 'sscMaxBaseMinWages',
    label: 'Максимальна база нарахування ЄСВ',
    value: 15,
    unit: 'МЗП',
    validFrom: TABLE_START,
    validTo: '2024-12-31',
    source: { act: ESV_LAW, reference: 'п. 4 ч. 1 ст. 1' },
    verified: false,
    note: 'Значення 2024 року в джерелах дослідження не підтверджене.',
  }),
  row({
    key: 'sscMaxBaseMinWages',
    label: 'Максимальна база нарахування ЄСВ',
    value: 20,
    unit: 'МЗП',
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    source: { act: ESV_LAW, reference: 'п. 4 ч. 1 ст. 1' },
    verified: false,
    note: 'Дослідження обчислює грудень 2025 як 20 × 8 000 = 160 000 грн, але норму 2025 року не цитує.',
  }),
  row({
    key: 'sscMaxBaseMinWages',
    label: 'Максимальна база нарахування ЄСВ',
    value: 20,
    unit: 'МЗП',
    validFrom: '2026-01-01',
    validTo: null,
    source: { act: BUDGET_2026, reference: 'база обмежена 20 мінімальними зарплатами', url: 'vikna.tv (26.01.2026)' },
    verified: true,
  }),
  ...pitBenefitRows(),
  row({
    key: 'pitBenefit150',
    label: 'Податкова соціальна пільга 150 % (одинокі батьки тощо)',
    value: 2496,
    unit: 'грн',
    validFrom: '2026-01-01',
    validTo: null,
    source: { act: PKU, reference: 'пп. 169.1.3 п. 169.1 ст. 169' },
    verified: false,
    note: 'Арифметика 1 664 × 1,5; перелік категорій з пам’яті.',
  }),
  row({
    key: 'pitBenefit200',
    label: 'Податкова соціальна пільга 200 % (учасники бойових дій ЧАЕС тощо)',
    value: 3328,
    unit: 'грн',
    validFrom: '2026-01-01',
    validTo: null,
    source: { act: PKU, reference: 'пп. 169.1.4 п. 169.1 ст. 169' },
    verified: false,
    note: 'Арифметика 1 664 × 2; перелік категорій з пам’яті.',
  }),
  row({
    key: 'indexationThreshold',
    label: 'Поріг індексації',
    value: 103,
    unit: '%',
    ...always,
    source: { act: INDEXATION_LAW, reference: 'ст. 4', url: 'protocol.ua (текст ст. 4)' },
    verified: true,
  }),
  row({
    key: 'indexationBaseMonth',
    label: 'Загальний базовий місяць індексації',
    value: '2026-01',
    unit: 'місяць',
    validFrom: '2026-01-01',
    validTo: null,
    source: {
      act: BUDGET_2026,
      reference: 'ст. 41: січень 2026 року — базовий для всіх',
      url: 'vikna.tv (12.01.2026)',
    },
    verified: true,
  }),
  row({
    key: 'indexationStartsAfterPublication',
    label: 'Індексація нараховується з місяця, наступного за місяцем опублікування індексу',
    value: 1,
    unit: 'міс.',
    ...always,
    source: {
      act: 'Порядок проведення індексації грошових доходів населення, затв. постановою КМУ № 1078',
      reference: 'п. 4',
    },
    verified: false,
    note: 'Правило відоме з практики; текст пункту в джерелах дослідження не прочитаний.',
  }),
  row({
    key: 'sickPayTiers',
    label: 'Розмір допомоги з тимчасової непрацездатності залежно від страхового стажу',
    value: [
      { fromYears: 0, percent: 50 },
      { fromYears: 3, percent: 60 },
      { fromYears: 5, percent: 70 },
      { fromYears: 8, percent: 100 },
    ],
    unit: '%',
    ...always,
    source: {
      act: LAW_1105,
      reference: 'ст. 24',
      url: 'sud.ua/351470 (22.01.2026, Держпраці); finance.novyny.live (21.02.2026)',
    },
    verified: true,
  }),
  row({
    key: 'sickPayEmployerDays',
    label: 'Перші дні непрацездатності, які оплачує роботодавець',
    value: 5,
    unit: 'днів',
    ...always,
    source: { act: LAW_1105, reference: 'ч. 1 ст. 22', url: 'fakty.com.ua (07.01.2026)' },
    verified: true,
  }),
  row({
    key: 'sickPayDayDivisor',
    label: 'Середня кількість днів у місяці для граничної добової суми',
    value: 30.44,
    unit: 'дн.',
    ...always,
    source: {
      act: ORDER_1266,
      reference: 'п. 4: максимальна база ЄСВ останнього місяця ÷ 30,44',
      url: 'finance.novyny.live/315108 (04.03.2026): 172 940 / 30,44 = 5 681,34',
    },
    verified: true,
  }),
  ...lowRecordRows(),
  row({
    key: 'maternityDays',
    label: 'Тривалість відпустки у зв’язку з вагітністю та пологами',
    value: { normal: 126, complicated: 140, chaes: 180 },
    unit: 'днів',
    ...always,
    source: { act: KZPP, reference: 'ст. 179; ст. 17 Закону «Про відпустки»', url: 'rbc.ua (16.02.2026, ПФУ)' },
    verified: true,
  }),
  row({
    key: 'vacationBasicDays',
    label: 'Щорічна основна відпустка',
    value: 24,
    unit: 'к. дн.',
    ...always,
    source: { act: VACATIONS_LAW, reference: 'ст. 6; ст. 75 КЗпП', url: 'kadroland.com/news/2444' },
    verified: true,
  }),
  row({
    key: 'vacationPayDaysBefore',
    label: 'Відпускні виплачуються не пізніше ніж за',
    value: 3,
    unit: 'дні до відпустки',
    ...always,
    source: { act: VACATIONS_LAW, reference: 'ст. 21', url: 'i.factor.ua (2008, роз’яснення Мінпраці)' },
    verified: true,
  }),
  row({
    key: 'vacationCompensationSplitDate',
    label: 'Дні, право на які виникло до цієї дати, оплачуються із заробітку 2023 року',
    value: '2023-12-31',
    unit: 'дата',
    ...always,
    source: {
      act: ORDER_100,
      reference: 'п. 2 (зміни 2023 року)',
      url: 'buhplatforma.com.ua/news/57089; nbnews.com.ua (12.09.2023)',
    },
    verified: true,
  }),
  row({
    key: 'martialLaw',
    label: 'Воєнний стан',
    value: {
      inForce: true,
      noHolidays: true,
      noShortenedDays: true,
      noHolidayTransfer: true,
      basicVacationCapDays: 24,
    },
    unit: '',
    ...always,
    source: {
      act: MARTIAL_LAW,
      reference: 'ч. 6 ст. 6 (ст. 53, ч. 3 ст. 67, ст. 73 КЗпП не застосовуються); ст. 12 (відпустка до 24 днів)',
      url: 'kadroland.com/news/8510 (продовжено до 04.05.2026); 7eminar.ua/news/25',
    },
    verified: true,
    note: 'Воєнний стан діє з 24.02.2022; дату припинення задають налаштуванням.',
  }),
  row({
    key: 'publicHolidays',
    label: 'Святкові та неробочі дні',
    value: PUBLIC_HOLIDAYS,
    unit: '',
    ...always,
    source: { act: KZPP, reference: 'ст. 73 (у редакції 2023 року: Різдво 25 грудня, 15 липня, 1 жовтня)' },
    verified: false,
    note: 'Перелік не звірено з чинною редакцією ст. 73 КЗпП; під час воєнного стану не застосовується.',
  }),
  row({
    key: 'preHolidayShorteningHours',
    label: 'Скорочення передсвяткового дня',
    value: 1,
    unit: 'год',
    ...always,
    source: { act: KZPP, reference: 'ст. 53' },
    verified: false,
  }),
  row({
    key: 'holidayWeekendTransfer',
    label: 'Перенесення вихідного, що збігся зі святом, на наступний день',
    value: true,
    unit: '',
    ...always,
    source: { act: KZPP, reference: 'ч. 3 ст. 67' },
    verified: false,
  }),
  row({
    key: 'weekendWorkPayMultiplier',
    label: 'Оплата роботи у вихідний або святковий день',
    value: 2,
    unit: '×',
    ...always,
    source: {
      act: KZPP,
      reference: 'ст. 72 (подвійна оплата або інший день відпочинку), ст. 107',
      url: 'news.dtkt.ua/78387 (застосовується з 19.07.2022, Закон № 2352-IX)',
    },
    verified: true,
    note: 'Текст ст. 107 КЗпП у джерелах дослідження не прочитаний.',
  }),
  row({
    key: 'severanceAverageMonths',
    label: 'Вихідна допомога (у середніх місячних заробітках)',
    value: { general: 1, employerBreach: 3 },
    unit: 'сер. міс. заробітків',
    ...always,
    source: { act: KZPP, reference: 'ст. 44', url: 'legalexpert.in.ua (ст. 44 КЗпП)' },
    verified: true,
    note: 'Чинність редакції ст. 44 на сторінці-джерелі слід перевірити.',
  }),
  row({
    key: 'severanceConscriptionMinWages',
    label: 'Вихідна допомога при призові на військову службу',
    value: 2,
    unit: 'МЗП',
    ...always,
    source: { act: KZPP, reference: 'ст. 44 (п. 3 ст. 36)', url: 'legalexpert.in.ua (ст. 44 КЗпП)' },
    verified: true,
  }),
  row({
    key: 'severanceAveragePeriodMonths',
    label: 'Період для середнього заробітку (вихідна допомога)',
    value: 2,
    unit: 'міс.',
    ...always,
    source: { act: ORDER_100, reference: 'п. 2: два календарні місяці', url: 'atku.org.ua; i.factor.ua (2017)' },
    verified: true,
  }),
  row({
    key: 'salaryMaxGapDays',
    label: 'Проміжок між виплатами заробітної плати',
    value: 16,
    unit: 'к. дн.',
    ...always,
    source: { act: KZPP, reference: 'ст. 115; ст. 24 Закону «Про оплату праці»', url: 'kadroland.com/news/1248' },
    verified: true,
  }),
  row({
    key: 'minWageGuarantee',
    label: 'Доплата до мінімальної заробітної плати (пропорційно відпрацьованому часу)',
    value: true,
    unit: '',
    ...always,
    source: { act: 'Закон України «Про оплату праці»', reference: 'ст. 3-1' },
    verified: false,
    note: 'Правило в джерелах дослідження не процитоване.',
  }),
];

function pitBenefitRows(): AnyDatedRule[] {
  const source2026 = { act: PKU, reference: 'пп. 169.1.1, 169.4.1 ст. 169', url: 'ch.tax.gov.ua (27.01.2026)' };
  const sourceBefore = { act: PKU, reference: 'пп. 169.1.1, 169.4.1 ст. 169' };
  const computed = 'Обчислено за правилом: 50 % і 140 % прожиткового мінімуму 3 028 грн (округлено до 10 грн).';
  return [
    row({
      key: 'pitBenefit',
      label: 'Податкова соціальна пільга',
      value: 1514,
      unit: 'грн',
      validFrom: TABLE_START,
      validTo: '2025-12-31',
      source: sourceBefore,
      verified: false,
      note: computed,
    }),
    row({
      key: 'pitBenefit',
      label: 'Податкова соціальна пільга',
      value: 1664,
      unit: 'грн',
      validFrom: '2026-01-01',
      validTo: null,
      source: source2026,
      verified: true,
    }),
    row({
      key: 'pitBenefitCeiling',
      label: 'Граничний дохід для податкової соціальної пільги',
      value: 4240,
      unit: 'грн',
      validFrom: TABLE_START,
      validTo: '2025-12-31',
      source: sourceBefore,
      verified: false,
      note: computed,
    }),
    row({
      key: 'pitBenefitCeiling',
      label: 'Граничний дохід для податкової соціальної пільги',
      value: 4660,
      unit: 'грн',
      validFrom: '2026-01-01',
      validTo: null,
      source: source2026,
      verified: true,
    }),
  ];
}

function lowRecordRows(): AnyDatedRule[] {
  const note = 'Обчислено за правилом: МЗП 8 000 ÷ 30,44 (і подвоєна для декретних).';
  const reference = 'обмеження при страховому стажі менше 6 місяців за останні 12 місяців';
  const source2026 = { act: LAW_1105, reference, url: 'sud.ua/354054 (22.02.2026, ГУ ПФУ)' };
  const sourceBefore = { act: LAW_1105, reference };
  const amounts: [keyof RuleValues, string, number, number][] = [
    ['sickPayLowRecordCap', 'Гранична добова допомога при страховому стажі менше 6 місяців', 262.81, 284.07],
    ['maternityLowRecordCap', 'Гранична добова декретна допомога при страховому стажі менше 6 місяців', 525.62, 568.13],
    ['maternityMinDaily', 'Мінімальна добова декретна допомога (з мінімальної зарплати)', 262.81, 284.07],
  ];
  return amounts.flatMap(([key, label, before, now]) => [
    row({
      key: key as 'sickPayLowRecordCap',
      label,
      value: before,
      unit: 'грн/день',
      validFrom: TABLE_START,
      validTo: '2025-12-31',
      source: key === 'maternityMinDaily' ? { act: ORDER_1266, reference: 'п. 4' } : sourceBefore,
      verified: false,
      note,
    }),
    row({
      key: key as 'sickPayLowRecordCap',
      label,
      value: now,
      unit: 'грн/день',
      validFrom: '2026-01-01',
      validTo: null,
      source:
        key === 'maternityMinDaily' ? { act: ORDER_1266, reference: 'п. 4', url: 'rbc.ua (16.02.2026)' } : source2026,
      verified: true,
    }),
  ]);
}
