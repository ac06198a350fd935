/**
 * Military registration at the workplace (rubric viiskovyi-oblik) under Порядок № 1487.
 * Notices to ТЦК та СП go within seven days of the order; changes of registration data monthly,
 * by the 5th (п. 34); internal reconciliation follows a schedule approved by the head (п. 45).
 * The layout of the annex forms is not reproduced: the notices carry the data and refer to the form.
 */
import {
  acquainted,
  center,
  DEMO_COMPANY,
  defineDocument,
  type DocumentBlock,
  directorSigns,
  fillBlocks,
  ol,
  orderHead,
  p,
  right,
  type SeedDocument,
  signs,
  table,
  type TagValues,
  title,
} from './model';

const RUBRIC = 'viiskovyi-oblik';
const P1487 =
  'Порядок організації та ведення військового обліку призовників, військовозобов’язаних та резервістів (постанова КМУ від 30.12.2022 № 1487)';

const noticeHead = (subject: string): DocumentBlock[] => [
  p('{company.name}, код ЄДРПОУ {company.edrpou}'),
  p('{company.address}'),
  p('Вих. № {doc.number} від {date.doc}'),
  right('Керівнику територіального центру комплектування та соціальної підтримки'),
  title('ПОВІДОМЛЕННЯ'),
  center(subject),
];
/** In notices about an employee the responsible officer is someone else, so that name is handwritten. */
const responsibleSigns = (): DocumentBlock =>
  signs(['Директор', '{company.director}'], ['Відповідальний за ведення військового обліку', '']);
const DEMO_SIGNERS: [string, string][] = [
  ['Директор', 'Прикладенко Петро Петрович'],
  ['Відповідальний за ведення військового обліку', 'Андрієнко Анна Андріївна'],
];

const replaceRows = (blocks: DocumentBlock[], rows: string[][]): DocumentBlock[] =>
  blocks.map((block) => (block.kind === 'table' ? { ...block, rows } : block));
const filled = (blocks: DocumentBlock[], values: TagValues) => fillBlocks(blocks, { ...DEMO_COMPANY, ...values });

const changesBody: DocumentBlock[] = [
  ...noticeHead('про зміну облікових даних працівників'),
  p(
    'Повідомляємо про зміну облікових даних призовників, військовозобов’язаних і резервістів, які працюють на підприємстві, за попередній місяць.',
  ),
  table(
    [
      'Прізвище, ім’я, по батькові',
      'Дата народження',
      'Які облікові дані змінилися',
      'Нове значення',
      'Документ-підстава',
    ],
    ['', '', '', '', ''],
  ),
  responsibleSigns(),
];

const reconciliationBody: DocumentBlock[] = [
  right('ЗАТВЕРДЖУЮ'),
  right('Директор {company.name}'),
  right('{company.director}'),
  title('ГРАФІК'),
  center(
    'звіряння списків персонального військового обліку з військово-обліковими документами працівників на 2026 рік',
  ),
  table(['Період', 'Структурний підрозділ', 'Місце проведення', 'Відповідальний'], ['', '', '', '']),
  p(
    'Працівники прибувають на звіряння з військово-обліковими документами в паперовій або електронній формі; результати звіряння відповідальний доповідає директору.',
  ),
  signs(['Відповідальний за ведення військового обліку', '{employee.name}']),
];

export const militaryDocuments: SeedDocument[] = [
  defineDocument({
    id: 1701,
    alias: 'nakaz-pro-pryznachennia-vidpovidalnoho-za-viiskovyi-oblik',
    title: 'Наказ про призначення відповідального за ведення військового обліку',
    rubric: RUBRIC,
    type: 'nakaz',
    lead: 'Визначає працівника, який веде облік, і його заступника на час відсутності; про призначення повідомляють ТЦК та СП протягом семи днів.',
    access: 'free',
    publishedAt: '2026-01-05',
    legal: [P1487, 'п. 34 Порядку № 1487'],
    body: [
      ...orderHead('Про призначення відповідального за ведення військового обліку'),
      p('На виконання Закону «Про військовий обов’язок і військову службу» та Порядку № 1487'),
      p('НАКАЗУЮ:'),
      ol(
        'Призначити відповідальним за ведення військового обліку працівника: {employee.name}, посада — {employee.position}, з {date.start}.',
        'Покласти на відповідального ведення списків персонального військового обліку, звіряння та листування з ТЦК та СП.',
        'Протягом семи днів з дати наказу надіслати до ТЦК та СП повідомлення про призначення відповідального.',
        'Контроль за виконанням наказу залишаю за собою.',
      ),
      directorSigns(),
      acquainted(),
    ],
    sample: {
      'doc.number': '01-ВО',
      'date.doc': '05.01.2026',
      'date.start': '05.01.2026',
      'employee.name': 'Андрієнко Анна Андріївна',
      'employee.position': 'Інспектор з кадрів',
    },
  }),
  defineDocument({
    id: 1702,
    alias: 'povidomlennia-do-tsk-pro-pryiniattia-viiskovozoboviazanoho',
    title: 'Повідомлення до ТЦК та СП про прийняття на роботу військовозобов’язаного',
    rubric: RUBRIC,
    type: 'povidomlennia',
    lead: 'Надсилається протягом семи днів після наказу про прийняття призовника, військовозобов’язаного або резервіста. Заповнюється за даними профілю.',
    access: 'standard',
    publishedAt: '2026-01-06',
    legal: [P1487, 'п. 34 Порядку № 1487'],
    body: [
      ...noticeHead('про прийняття на роботу'),
      p('Відповідно до пункту 34 Порядку № 1487 повідомляємо про прийняття на роботу військовозобов’язаного.'),
      table(
        ['Відомості', 'Значення'],
        ['Прізвище, ім’я, по батькові', '{employee.name}'],
        ['Посада', '{employee.position}'],
        ['Дата прийняття на роботу', '{date.start}'],
        ['Наказ про прийняття', '№ {doc.number} від {date.doc}'],
      ),
      p(
        'Дані військово-облікового документа працівника внесено до списку персонального військового обліку підприємства.',
      ),
      responsibleSigns(),
    ],
    sample: {
      'doc.number': '12-к',
      'date.doc': '09.03.2026',
      'date.start': '10.03.2026',
      'employee.name': 'Миколенко Микола Миколайович',
      'employee.position': 'Менеджер (управитель) із збуту',
    },
    sampleSigners: DEMO_SIGNERS,
  }),
  defineDocument({
    id: 1703,
    alias: 'povidomlennia-do-tsk-pro-zvilnennia-viiskovozoboviazanoho',
    title: 'Повідомлення до ТЦК та СП про звільнення військовозобов’язаного',
    rubric: RUBRIC,
    type: 'povidomlennia',
    lead: 'Повідомлення про звільнення у той самий семиденний строк, що й про прийняття.',
    access: 'standard',
    publishedAt: '2026-01-06',
    legal: [P1487, 'п. 34 Порядку № 1487'],
    body: [
      ...noticeHead('про звільнення з роботи'),
      p(
        'Повідомляємо, що з підприємства звільнено військовозобов’язаного працівника, якого виключено зі списку персонального військового обліку.',
      ),
      table(
        ['Відомості', 'Значення'],
        ['Прізвище, ім’я, по батькові', '{employee.name}'],
        ['Посада', '{employee.position}'],
        ['Дата звільнення', '{date.end}'],
        ['Наказ про звільнення', '№ {doc.number} від {date.doc}'],
      ),
      responsibleSigns(),
    ],
    sample: {
      'doc.number': '24-к',
      'date.doc': '13.03.2026',
      'date.end': '20.03.2026',
      'employee.name': 'Тарасенко Тарас Тарасович',
      'employee.position': 'Комірник',
    },
    sampleSigners: DEMO_SIGNERS,
  }),
  defineDocument({
    id: 1704,
    alias: 'povidomlennia-do-tsk-pro-zminu-oblikovykh-danykh',
    title: 'Повідомлення до ТЦК та СП про зміну облікових даних працівників',
    rubric: RUBRIC,
    type: 'povidomlennia',
    lead: 'Щомісячне повідомлення до 5 числа: зміна прізвища, адреси, освіти, сімейного стану, стану здоров’я працівників, які перебувають на військовому обліку.',
    access: 'professional',
    publishedAt: '2026-02-02',
    legal: [P1487, 'п. 34 Порядку № 1487'],
    body: changesBody,
    sampleSigners: DEMO_SIGNERS,
    sample: replaceRows(
      filled(changesBody, {
        'doc.number': '14',
        'date.doc': '04.03.2026',
        'employee.name': 'Андрієнко Анна Андріївна',
      }),
      [
        [
          'Степаненко Степан Степанович',
          '14.05.1990',
          'Адреса місця проживання',
          'м. Київ, вул. Прикладна, буд. 5, кв. 12',
          'Заява працівника від 16.02.2026',
        ],
        [
          'Миколенко Микола Миколайович',
          '03.09.1987',
          'Освіта',
          'Магістр, спеціальність «Маркетинг»',
          'Диплом від 27.02.2026',
        ],
      ],
    ),
  }),
  defineDocument({
    id: 1705,
    alias: 'povidomlennia-do-tsk-pro-pryznachennia-vidpovidalnoho',
    title: 'Повідомлення до ТЦК та СП про призначення відповідального за військовий облік',
    rubric: RUBRIC,
    type: 'povidomlennia',
    lead: 'Повідомлення про керівника і відповідального за військовий облік з контактами для зв’язку.',
    access: 'standard',
    publishedAt: '2026-01-05',
    legal: [P1487, 'п. 34 Порядку № 1487'],
    body: [
      ...noticeHead('про призначення відповідального за ведення військового обліку'),
      table(
        ['Відомості', 'Значення'],
        ['Керівник підприємства', '{company.director}'],
        ['Відповідальний за ведення військового обліку', '{employee.name}'],
        ['Посада відповідального', '{employee.position}'],
        ['Дата призначення', '{date.start}'],
      ),
      responsibleSigns(),
    ],
    sample: {
      'doc.number': '2',
      'date.doc': '06.01.2026',
      'date.start': '05.01.2026',
      'employee.name': 'Андрієнко Анна Андріївна',
      'employee.position': 'Інспектор з кадрів',
    },
    sampleSigners: DEMO_SIGNERS,
  }),
  defineDocument({
    id: 1706,
    alias: 'hrafik-zviriannia-spyskiv-viiskovoho-obliku-2026',
    title: 'Графік звіряння списків персонального військового обліку з військово-обліковими документами на 2026 рік',
    rubric: RUBRIC,
    type: 'hrafik',
    lead: 'Внутрішнє звіряння за графіком, який затверджує керівник; зручна таблиця за підрозділами.',
    access: 'standard',
    publishedAt: '2025-12-22',
    legal: [P1487, 'п. 45 Порядку № 1487'],
    body: reconciliationBody,
    sample: replaceRows(filled(reconciliationBody, { 'employee.name': 'Андрієнко Анна Андріївна' }), [
      ['Березень 2026', 'Бухгалтерія, відділ кадрів', 'Кабінет 10', 'Андрієнко А. А.'],
      ['Червень 2026', 'Відділ продажу', 'Кабінет 12', 'Андрієнко А. А.'],
      ['Вересень 2026', 'Склад, транспортна служба', 'Кабінет 10', 'Андрієнко А. А.'],
      ['Грудень 2026', 'Усі підрозділи (підсумкове)', 'Кабінет 10', 'Андрієнко А. А.'],
    ]),
  }),
  defineDocument({
    id: 1707,
    alias: 'nakaz-pro-zberezhennia-mistsia-roboty-mobilizovanomu',
    title: 'Наказ про збереження місця роботи і посади працівнику, призваному на військову службу під час мобілізації',
    rubric: RUBRIC,
    type: 'nakaz',
    lead: 'Трудовий договір не припиняється: за працівником зберігаються місце роботи і посада, а зарплату не нараховують.',
    access: 'professional',
    publishedAt: '2025-12-29',
    legal: ['ст. 119 КЗпП', P1487],
    body: [
      ...orderHead('Про збереження місця роботи і посади'),
      p(
        'У зв’язку з призовом працівника на військову службу під час мобілізації, відповідно до статті 119 КЗпП України',
      ),
      p('НАКАЗУЮ:'),
      ol(
        'Зберегти з {date.start} на період військової служби місце роботи і посаду за працівником: {employee.name}, посада — {employee.position}.',
        'Заробітну плату за період служби не нараховувати: грошове забезпечення виплачує військова частина.',
        'Відповідальному за ведення військового обліку внести зміни до списку персонального військового обліку.',
      ),
      p('Підстава: документ ТЦК та СП про призов працівника.'),
      directorSigns(),
    ],
    sample: {
      'doc.number': '19-к',
      'date.doc': '23.02.2026',
      'date.start': '24.02.2026',
      'employee.name': 'Степаненко Степан Степанович',
      'employee.position': 'Водій автотранспортних засобів',
    },
  }),
  defineDocument({
    id: 1708,
    alias: 'nakaz-pro-orhanizatsiiu-viiskovoho-obliku-na-2026-rik',
    title: 'Наказ про організацію військового обліку на 2026 рік',
    rubric: RUBRIC,
    type: 'nakaz',
    lead: 'Річний наказ: відповідальні особи, графік звіряння, перевірка документів під час прийняття, строки повідомлень.',
    access: 'premium',
    publishedAt: '2025-12-22',
    legal: [P1487, 'п. 34 Порядку № 1487', 'п. 45 Порядку № 1487'],
    body: [
      ...orderHead('Про організацію військового обліку у 2026 році'),
      p('З метою ведення військового обліку відповідно до вимог Порядку № 1487'),
      p('НАКАЗУЮ:'),
      ol(
        'Відповідальним за ведення військового обліку залишити працівника: {employee.name}, посада — {employee.position}.',
        'Затвердити графік звіряння списків персонального військового обліку з військово-обліковими документами на 2026 рік (додається).',
        'Приймати на роботу призовників, військовозобов’язаних і резервістів лише після перевірки їх військово-облікових документів.',
        'Повідомлення про зміну облікових даних надсилати до ТЦК та СП щомісяця до 5 числа.',
        'Керівникам підрозділів забезпечити явку працівників на звіряння у дні, визначені графіком.',
      ),
      directorSigns(),
      acquainted(),
    ],
  }),
];
