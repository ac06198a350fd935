/** Schedules and time sheets (hrafiky-i-tabeli) and certificates for employees (dovidky). */
import {
  approvedBy,
  center,
  DEMO_COMPANY,
  defineDocument,
  type DocumentBlock,
  directorSigns,
  fillBlocks,
  ol,
  orderHead,
  p,
  type SeedDocument,
  signs,
  table,
  type TagValues,
  title,
  withDerived,
} from './model';

const SCHEDULES = 'hrafiky-i-tabeli';
const CERTIFICATES = 'dovidky';

const replaceRows = (blocks: DocumentBlock[], rows: string[][]): DocumentBlock[] =>
  blocks.map((block) => (block.kind === 'table' ? { ...block, rows } : block));
const filled = (blocks: DocumentBlock[], values: TagValues) =>
  fillBlocks(blocks, withDerived({ ...DEMO_COMPANY, ...values }));

const vacationScheduleBody: DocumentBlock[] = [
  ...approvedBy(),
  center('{company.name}'),
  title('ГРАФІК ВІДПУСТОК НА 2026 РІК'),
  table(
    ['Підрозділ', 'Посада', 'Прізвище, ім’я, по батькові', 'Днів', 'Запланована дата', 'Фактична дата', 'Примітка'],
    ['', '', '', '', '', '', ''],
  ),
  signs(['Інспектор з кадрів', '{employee.name}']),
];

const timesheetBody: DocumentBlock[] = [
  center('{company.name}, код ЄДРПОУ {company.edrpou}'),
  title('ТАБЕЛЬ ОБЛІКУ ВИКОРИСТАННЯ РОБОЧОГО ЧАСУ'),
  center('за період з {date.start} по {date.end}'),
  table(
    [
      'Прізвище, ім’я, по батькові',
      'Посада',
      'Днів роботи (Р)',
      'Годин роботи',
      'Відпустка (В), днів',
      'Непрацездатність (ТН), днів',
      'Відрядження (ВД), днів',
    ],
    ['', '', '', '', '', '', ''],
  ),
  p('Норма тривалості робочого часу за лютий 2026 року при 40-годинному тижні — 20 робочих днів, 160 годин.'),
  signs(['Відповідальний за ведення табеля', '{employee.name}'], ['Керівник підрозділу', '{company.director}']),
];

const shiftBody: DocumentBlock[] = [
  ...approvedBy(),
  title('ГРАФІК ЗМІННОСТІ'),
  center('працівників складу на період з {date.start} по {date.end}'),
  table(['Прізвище, ім’я, по батькові', 'Зміна', 'Час роботи', 'Перерва', 'Дні роботи'], ['', '', '', '', '']),
  p('Перехід з однієї зміни до іншої відбувається через кожний робочий тиждень у години, визначені графіком.'),
  p('Графік доведено до відома працівників не пізніше ніж за один місяць до введення його в дію.'),
];

const incomeBody: DocumentBlock[] = [
  center('{company.name}'),
  center('Код ЄДРПОУ {company.edrpou}, {company.address}'),
  title('ДОВІДКА № {doc.number}'),
  center('про заробітну плату'),
  p(
    'Видана {date.doc}. Працівник: {employee.name}, посада — {employee.position}. Довідка містить відомості про нараховану заробітну плату за період з {date.start} по {date.end}.',
  ),
  table(
    ['Місяць', 'Нараховано, грн', 'ПДФО 18 %, грн', 'Військовий збір 5 %, грн', 'До виплати, грн'],
    ['', '', '', '', ''],
  ),
  p('Загальна сума нарахованого доходу за період: {amount} грн ({amount.words}).'),
  signs(['Директор', '{company.director}'], ['Головний бухгалтер', '{company.accountant}']),
];

export const schedules: SeedDocument[] = [
  defineDocument({
    id: 1801,
    alias: 'hrafik-vidpustok-na-2026-rik',
    title: 'Графік відпусток на 2026 рік',
    rubric: SCHEDULES,
    type: 'hrafik',
    lead: 'Графік черговості щорічних відпусток, який затверджує роботодавець на початку року, з колонкою фактичних дат.',
    access: 'free',
    publishedAt: '2025-12-10',
    legal: ['ст. 79 КЗпП', 'ст. 10 Закону «Про відпустки»'],
    body: vacationScheduleBody,
    sample: replaceRows(
      filled(vacationScheduleBody, { 'date.doc': '29.12.2025', 'employee.name': 'Андрієнко Анна Андріївна' }),
      [
        ['Бухгалтерія', 'Головний бухгалтер', 'Зразкова Ірина Іванівна', '24', '03.08.2026', '', ''],
        [
          'Відділ кадрів',
          'Інспектор з кадрів',
          'Андрієнко Анна Андріївна',
          '14',
          '13.04.2026',
          '',
          'Друга частина — у жовтні',
        ],
        [
          'Відділ продажу',
          'Менеджер (управитель) із збуту',
          'Миколенко Микола Миколайович',
          '24',
          '06.07.2026',
          '',
          '',
        ],
        ['Склад', 'Комірник', 'Тарасенко Тарас Тарасович', '24', '14.09.2026', '', ''],
      ],
    ),
  }),
  defineDocument({
    id: 1802,
    alias: 'tabel-obliku-vykorystannia-robochoho-chasu',
    title: 'Табель обліку використання робочого часу',
    rubric: SCHEDULES,
    type: 'tabel',
    lead: 'Зведена форма табеля за місяць на основі типової форми № П-5 з умовними позначеннями відпусток, лікарняних і відряджень.',
    access: 'standard',
    publishedAt: '2026-02-02',
    legal: ['Типова форма № П-5 (наказ Держкомстату від 05.12.2008 № 489)'],
    body: timesheetBody,
    sample: replaceRows(
      filled(timesheetBody, {
        'date.start': '01.02.2026',
        'date.end': '28.02.2026',
        'employee.name': 'Андрієнко Анна Андріївна',
      }),
      [
        ['Зразкова Ірина Іванівна', 'Головний бухгалтер', '20', '160', '', '', ''],
        ['Андрієнко Анна Андріївна', 'Інспектор з кадрів', '20', '160', '', '', ''],
        ['Миколенко Микола Миколайович', 'Менеджер (управитель) із збуту', '14', '112', '', '3', '3'],
        ['Тарасенко Тарас Тарасович', 'Комірник', '10', '80', '10', '', ''],
      ],
    ),
  }),
  defineDocument({
    id: 1803,
    alias: 'nakaz-pro-normu-tryvalosti-robochoho-chasu-2026',
    title: 'Наказ про затвердження норми тривалості робочого часу на 2026 рік',
    rubric: SCHEDULES,
    type: 'nakaz',
    lead: 'Помісячна норма для п’ятиденного 40-годинного тижня в умовах воєнного стану, коли святкових і неробочих днів немає: 261 день, 2 088 годин.',
    access: 'standard',
    publishedAt: '2025-12-19',
    legal: ['ст. 50 КЗпП', 'ч. 6 ст. 6 Закону «Про організацію трудових відносин в умовах воєнного стану»'],
    body: [
      ...orderHead('Про норму тривалості робочого часу на 2026 рік'),
      p(
        'Під час воєнного стану стаття 73 КЗпП України не застосовується, тому норма обчислена без святкових і неробочих днів та без скорочення передсвяткових днів.',
      ),
      p('НАКАЗУЮ:'),
      ol(
        'Затвердити норму тривалості робочого часу на 2026 рік для працівників з п’ятиденним 40-годинним робочим тижнем згідно з таблицею.',
        'У разі припинення або скасування воєнного стану переглянути норму з урахуванням святкових днів.',
      ),
      table(
        ['Місяць', 'Робочих днів', 'Годин'],
        ['Січень', '22', '176'],
        ['Лютий', '20', '160'],
        ['Березень', '22', '176'],
        ['Квітень', '22', '176'],
        ['Травень', '21', '168'],
        ['Червень', '22', '176'],
        ['Липень', '23', '184'],
        ['Серпень', '21', '168'],
        ['Вересень', '22', '176'],
        ['Жовтень', '22', '176'],
        ['Листопад', '21', '168'],
        ['Грудень', '23', '184'],
        ['Рік', '261', '2 088'],
      ),
      directorSigns(),
    ],
    sample: { 'doc.number': '96', 'date.doc': '22.12.2025' },
  }),
  defineDocument({
    id: 1804,
    alias: 'hrafik-zminnosti',
    title: 'Графік змінності',
    rubric: SCHEDULES,
    type: 'hrafik',
    lead: 'Графік роботи змін для складу з чергуванням змін щотижня.',
    access: 'standard',
    publishedAt: '2025-07-21',
    legal: ['ст. 58 КЗпП'],
    body: shiftBody,
    sample: replaceRows(
      filled(shiftBody, { 'date.doc': '02.03.2026', 'date.start': '01.04.2026', 'date.end': '30.06.2026' }),
      [
        ['Тарасенко Тарас Тарасович', 'Перша', '07:00–15:00', '11:00–11:30', 'Пн–Пт'],
        ['Степаненко Степан Степанович', 'Друга', '15:00–23:00', '19:00–19:30', 'Пн–Пт'],
      ],
    ),
  }),
  defineDocument({
    id: 1805,
    alias: 'nakaz-pro-zatverdzhennia-hrafika-vidpustok',
    title: 'Наказ про затвердження графіка відпусток на 2026 рік',
    rubric: SCHEDULES,
    type: 'nakaz',
    lead: 'Затвердження графіка і обов’язок повідомити працівника про дату відпустки не пізніше ніж за два тижні.',
    access: 'free',
    publishedAt: '2025-12-11',
    legal: ['ст. 79 КЗпП', 'ст. 10 Закону «Про відпустки»'],
    body: [
      ...orderHead('Про затвердження графіка відпусток на 2026 рік'),
      p('НАКАЗУЮ:'),
      ol(
        'Затвердити графік відпусток працівників на 2026 рік (додається).',
        'Керівникам підрозділів повідомляти працівників про дату початку відпустки під підпис не пізніше ніж за два тижні.',
        'Інспектору з кадрів вносити до графіка фактичні дати відпусток.',
      ),
      directorSigns(),
    ],
    sample: { 'doc.number': '97', 'date.doc': '29.12.2025' },
  }),
];

export const certificates: SeedDocument[] = [
  defineDocument({
    id: 1901,
    alias: 'dovidka-z-mistsia-roboty',
    title: 'Довідка з місця роботи',
    rubric: CERTIFICATES,
    type: 'dovidka',
    lead: 'Підтверджує, що особа працює на підприємстві, з датою прийняття, посадою і окладом. Заповнюється за даними профілю.',
    access: 'free',
    publishedAt: '2026-01-13',
    body: [
      center('{company.name}'),
      center('Код ЄДРПОУ {company.edrpou}, {company.address}'),
      title('ДОВІДКА № {doc.number}'),
      p(
        'Видана {date.doc} про те, що {employee.name} працює у {company.name} на посаді «{employee.position}» з {date.start} по теперішній час.',
      ),
      p('Розмір посадового окладу — {amount} грн ({amount.words}).'),
      p('Довідку видано для подання за місцем вимоги.'),
      signs(['Директор', '{company.director}'], ['Головний бухгалтер', '{company.accountant}']),
    ],
    sample: {
      'doc.number': '41',
      'date.doc': '17.03.2026',
      'date.start': '10.03.2026',
      'employee.name': 'Олененко Олена Олегівна',
      'employee.position': 'Бухгалтер',
      amount: '18500',
    },
  }),
  defineDocument({
    id: 1902,
    alias: 'dovidka-pro-zarobitnu-platu',
    title: 'Довідка про заробітну плату за шість місяців',
    rubric: CERTIFICATES,
    type: 'dovidka',
    lead: 'Помісячні нарахування, утримані ПДФО і військовий збір та сума до виплати — для банку, субсидії чи соціальних служб.',
    access: 'standard',
    publishedAt: '2026-01-13',
    legal: ['ст. 167 Податкового кодексу України'],
    body: incomeBody,
    sample: replaceRows(
      filled(incomeBody, {
        'doc.number': '44',
        'date.doc': '06.04.2026',
        'date.start': '01.10.2025',
        'date.end': '31.03.2026',
        'employee.name': 'Андрієнко Анна Андріївна',
        'employee.position': 'Інспектор з кадрів',
        amount: '116000',
      }),
      [
        ['Жовтень 2025', '18 500,00', '3 330,00', '925,00', '14 245,00'],
        ['Листопад 2025', '18 500,00', '3 330,00', '925,00', '14 245,00'],
        ['Грудень 2025', '18 500,00', '3 330,00', '925,00', '14 245,00'],
        ['Січень 2026', '18 500,00', '3 330,00', '925,00', '14 245,00'],
        ['Лютий 2026', '18 500,00', '3 330,00', '925,00', '14 245,00'],
        ['Березень 2026 (з премією 5 000,00)', '23 500,00', '4 230,00', '1 175,00', '18 095,00'],
        ['Разом', '116 000,00', '20 880,00', '5 800,00', '89 320,00'],
      ],
    ),
  }),
  defineDocument({
    id: 1903,
    alias: 'dovidka-pro-stazh-roboty-na-pidpryiemstvi',
    title: 'Довідка про стаж роботи на підприємстві',
    rubric: CERTIFICATES,
    type: 'dovidka',
    lead: 'Періоди роботи працівника на підприємстві з реквізитами наказів про прийняття і звільнення.',
    access: 'standard',
    publishedAt: '2025-09-29',
    body: [
      center('{company.name}, код ЄДРПОУ {company.edrpou}'),
      title('ДОВІДКА № {doc.number}'),
      p(
        'Видана {date.doc}: {employee.name} працював(-ла) у {company.name} на посаді «{employee.position}» з {date.start} по {date.end}.',
      ),
      p('Відомості підтверджено наказами з особового складу та особовою справою працівника.'),
      signs(['Директор', '{company.director}'], ['Інспектор з кадрів', '']),
    ],
    sample: {
      'doc.number': '45',
      'date.doc': '25.03.2026',
      'date.start': '04.06.2019',
      'date.end': '20.03.2026',
      'employee.name': 'Тарасенко Тарас Тарасович',
      'employee.position': 'Комірник',
    },
  }),
  defineDocument({
    id: 1904,
    alias: 'dovidka-pro-perebuvannia-u-vidpusttsi-dlia-dohliadu-za-dytynoiu',
    title: 'Довідка про перебування у відпустці для догляду за дитиною',
    rubric: CERTIFICATES,
    type: 'dovidka',
    lead: 'Потрібна для оформлення допомоги або пільг у соціальних службах.',
    access: 'free',
    publishedAt: '2025-11-05',
    legal: ['ст. 179 КЗпП'],
    body: [
      center('{company.name}, код ЄДРПОУ {company.edrpou}'),
      title('ДОВІДКА № {doc.number}'),
      p(
        'Видана {date.doc} про те, що {employee.name} ({employee.position}) перебуває у відпустці для догляду за дитиною до досягнення нею трирічного віку з {date.start} до {date.end}.',
      ),
      p('Підстава: наказ про надання відпустки для догляду за дитиною.'),
      signs(['Директор', '{company.director}']),
    ],
    sample: {
      'doc.number': '46',
      'date.doc': '08.04.2026',
      'date.start': '06.04.2026',
      'date.end': '17.11.2028',
      'employee.name': 'Олененко Олена Олегівна',
      'employee.position': 'Бухгалтер',
    },
  }),
];
