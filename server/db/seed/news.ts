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

/** Sentences per category, combined into paragraphs; every post reads differently. */
const corpus: Record<string, string[]> = {
  kadry: [
    'Роботодавець зобов’язаний повідомити податкову про прийняття працівника до початку його роботи.',
    'Наказ про прийняття на роботу оформлюють у довільній формі, але з обов’язковими реквізитами.',
    'Випробування не встановлюють для осіб, які не досягли вісімнадцяти років, і для молодих спеціалістів.',
    'Трудову книжку на вимогу працівника зберігають у нього, а відомості про стаж вносять до реєстру застрахованих осіб.',
    'Переведення на іншу посаду можливе лише за згодою працівника, крім випадків, прямо передбачених законом.',
    'Особову справу формують на кожного працівника і зберігають протягом установлених строків.',
    'Кадровику варто перевірити, чи внесено зміни до штатного розпису до того, як видавати наказ.',
    'Строковий трудовий договір укладають тоді, коли трудові відносини не можуть бути встановлені на невизначений строк.',
    'У разі звільнення за власним бажанням працівник попереджає роботодавця за два тижні.',
    'Розрахунок із працівником проводять у день звільнення, а якщо він не працював — наступного дня після звернення.',
    'Під час дистанційної роботи документи можна погоджувати електронними засобами зв’язку.',
    'Графік відпусток затверджують до п’ятого січня і доводять до відома всіх працівників.',
  ],
  zarplata: [
    'Мінімальна заробітна плата з першого січня 2026 року становить 8 647 гривень на місяць.',
    'Доплату до мінімальної зарплати нараховують, якщо фактична оплата за місяць менша за встановлений мінімум.',
    'Індексацію заробітної плати проводять, коли індекс споживчих цін перевищує поріг у 103 відсотки.',
    'Єдиний соціальний внесок нараховують за ставкою 22 відсотки на суму нарахованої зарплати.',
    'Військовий збір з доходів працівників утримують за ставкою 5 відсотків.',
    'Зарплату виплачують не рідше двох разів на місяць через проміжок часу, що не перевищує шістнадцяти днів.',
    'Середню зарплату для оплати відпустки обчислюють за дванадцять місяців, що передують місяцю відпустки.',
    'Лікарняні за перші п’ять днів оплачує роботодавець, а з шостого дня — Пенсійний фонд.',
    'Утримання із зарплати можливі лише у випадках, передбачених законом, і не можуть перевищувати двадцяти відсотків.',
    'Звіт з ЄСВ подають у складі об’єднаної звітності з податку на доходи фізичних осіб щокварталу.',
    'Премії, передбачені положенням про преміювання, включають до розрахунку середньої зарплати.',
    'Компенсацію за невикористану відпустку нараховують у день звільнення працівника.',
  ],
  'viiskovyi-oblik': [
    'Роботодавець веде облік військовозобов’язаних працівників за формою, затвердженою Кабміном.',
    'Військово-обліковий документ працівник пред’являє під час прийняття на роботу.',
    'Списки працівників, які підлягають бронюванню, подають через портал «Дія».',
    'За працівником, призваним на військову службу, зберігають місце роботи і посаду.',
    'Про зміни облікових даних працівників підприємство повідомляє ТЦК протягом п’яти днів.',
    'Відповідальну особу за ведення військового обліку призначають наказом керівника.',
    'Звірку облікових даних із ТЦК проводять за графіком, погодженим з територіальним центром.',
    'Відстрочку від призову підтверджують довідкою, строк дії якої треба контролювати.',
    'Штраф за порушення правил військового обліку накладають на посадових осіб підприємства.',
    'Працівникам, які проходять військово-лікарську комісію, зберігають середній заробіток.',
    'Критичність підприємства для економіки визначають за критеріями, затвердженими урядом.',
    'Бронювання діє протягом строку, зазначеного в рішенні, але не довше дії критичного статусу.',
  ],
  'trudove-pravo': [
    'Верховний Суд нагадав, що роботодавець має довести законність підстав для звільнення.',
    'Інспектори Держпраці можуть проводити позапланові перевірки за зверненням працівника.',
    'Штраф за фактичний допуск до роботи без оформлення становить десять мінімальних зарплат.',
    'Законопроєкт про нову редакцію Трудового кодексу пройшов перше читання у Верховній Раді.',
    'Під час воєнного стану роботодавець може призупинити дію трудового договору.',
    'Працівник має право оскаржити наказ про дисциплінарне стягнення протягом трьох місяців.',
    'Трудовий договір з нефіксованим робочим часом можна укласти лише з частиною працівників.',
    'Колективний договір реєструють у місцевих органах виконавчої влади.',
    'Суди враховують, чи був працівник ознайомлений з наказом під підпис.',
    'Роботодавець зобов’язаний забезпечити рівні можливості та однакову оплату за рівноцінну працю.',
    'Після завершення воєнного стану частина тимчасових норм утратить чинність.',
    'Дискримінація у сфері праці заборонена, а спори розглядають суди загальної юрисдикції.',
  ],
  'okhorona-pratsi': [
    'Вступний інструктаж з охорони праці проводять з кожним новим працівником.',
    'Повторний інструктаж на роботах з підвищеною небезпекою проводять раз на три місяці.',
    'Попередній медичний огляд працівників певних професій оплачує роботодавець.',
    'Нещасний випадок на виробництві розслідує комісія протягом п’яти робочих днів.',
    'Журнал реєстрації інструктажів можна вести в електронній формі.',
    'Засоби індивідуального захисту видають безоплатно за встановленими нормами.',
    'Роботодавець зобов’язаний забезпечити укриття для працівників під час повітряної тривоги.',
    'Навчання з питань охорони праці посадові особи проходять раз на три роки.',
    'Служба охорони праці створюється на підприємствах з кількістю працівників понад п’ятдесят осіб.',
    'Оцінювання професійних ризиків стало обов’язковим для всіх роботодавців.',
    'Атестацію робочих місць за умовами праці проводять не рідше одного разу на п’ять років.',
    'Працівник має право відмовитися від роботи, якщо створилася загроза його життю.',
  ],
};

const headings = [
  'Що змінилося',
  'Кого це стосується',
  'Як діяти роботодавцю',
  'Строки і документи',
  'Типові помилки',
  'Позиція контролюючих органів',
  'Приклад розрахунку',
  'Що радять експерти',
  'Висновки для кадровика',
];

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
    'Бронювання працівників: оновлений порядок подання списків через «Дію»',
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
    'Держпраці оновила критерії ризику для планових перевірок',
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
    'Верховний Суд про звільнення під час відпустки: нова позиція',
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
    'Призупинення трудового договору: що змінилося з початку року',
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
    'Новий Трудовий кодекс: що пропонують у другому читанні',
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
    'Критичні підприємства: оновлені критерії для бронювання',
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
    'Повідомлення ТЦК про зміни облікових даних: п’ять днів на все',
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
    'Рівна оплата праці жінок і чоловіків: нові вимоги до роботодавців',
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
    'Нефіксований робочий час: суди про законність таких договорів',
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
    'Дискримінація при прийнятті на роботу: приклади з судової практики',
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

function paragraph(sentences: string[], rand: () => number, n: number): string {
  const picked: string[] = [];
  while (picked.length < n) {
    const s = sentences[Math.floor(rand() * sentences.length)];
    if (!picked.includes(s)) picked.push(s);
  }
  return `<p>${picked.join(' ')}</p>`;
}

export function buildSeedPost(i: number) {
  const [title, category] = titles[i];
  const rand = prng(i * 7919 + 17);
  const sentences = corpus[category];
  const lead = paragraph(sentences, rand, 2);
  const hasVideo = i % 7 === 3;
  const isPaid = i % 4 === 1;
  const video = hasVideo
    ? `<iframe src="https://www.youtube-nocookie.com/embed/${YOUTUBE_IDS[i % YOUTUBE_IDS.length]}" title="Відео до новини" width="560" height="315" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="allowfullscreen"></iframe>`
    : '';
  const sections: string[] = [];
  const sectionCount = 3 + Math.floor(rand() * 2);
  for (let s = 0; s < sectionCount; s++) {
    const heading = headings[(i + s * 2) % headings.length];
    const body = [paragraph(sentences, rand, 3), paragraph(sentences, rand, 2)];
    if (s === 1)
      body.push(
        `<ul>${[0, 1, 2].map(() => `<li>${sentences[Math.floor(rand() * sentences.length)]}</li>`).join('')}</ul>`,
      );
    sections.push(`<h2>${heading}</h2>${body.join('')}`);
  }
  const contentShort = `${lead}${hasVideo && isPaid ? video : ''}`;
  const { html, contents } = withContents(
    `${lead}${hasVideo ? video : ''}${sections.join('')}<blockquote><p>${sentences[i % sentences.length]}</p></blockquote>`,
  );
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
