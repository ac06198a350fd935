/**
 * Texts and ids of the consultation landings: /consultations-lectors, /online-konsultaciya and its
 * thanks page, and the video introduction of a service page. The spec names these pages but gives
 * no wording; the wording is ours (ADR 029).
 */

/** The campaign the /online-konsultaciya form registers through (POST /api/clients/campaign/{campaign}). */
export const ONLINE_CONSULTATION_CAMPAIGN = 'online-konsultaciya';
export const ONLINE_CONSULTATION_THANKS = '/online-konsultaciya-thanks';

export const lectorsPage = {
  title: 'Консультації лекторів',
  lead:
    'Лектори наших вебінарів і курсів — практики з кадрового обліку, оплати праці та військового обліку. ' +
    'Поставте їм запитання, що залишилося після ефіру, або розберіть власну ситуацію.',
  lecturersTitle: 'Наші лектори',
  lecturerVideos: 'Відео лектора',
  stepsTitle: 'Як отримати консультацію лектора',
  steps: [
    'Залиште заявку на онлайн-консультацію: ім’я, e-mail і телефон.',
    'Менеджер уточнить тему і підбере лектора, який веде цей напрям.',
    'Лектор відповість письмово або домовиться з вами про онлайн-зустріч.',
  ],
  servicesTitle: 'Консультації для передплатників',
  servicesLead: 'Передплатники ставлять запитання експертам порталу без заявки — прямо на сторінці сервісу.',
  cta: 'Залишити заявку',
  empty: 'Список лекторів оновлюється.',
} as const;

export const onlinePage = {
  title: 'Онлайн-консультація',
  lead:
    'Потрібна відповідь експерта з кадрів, зарплати чи військового обліку? Залиште контакти — менеджер ' +
    'зв’яжеться з вами, уточнить запитання і запропонує зручний формат консультації.',
  points: [
    'Відповідають практики: лектори вебінарів і консультанти порталу.',
    'Відповідь — з посиланнями на чинні норми 2026 року.',
    'Передплатники пакетів з консультаціями ставлять запитання одразу на сторінці сервісу.',
  ],
  formTitle: 'Заявка на консультацію',
  submit: 'Надіслати заявку',
  failed: 'Сталася якась помилка...',
} as const;

export const onlineThanksPage = {
  title: 'Дякуємо за заявку!',
  lead: 'Заявку на онлайн-консультацію прийнято.',
  next: 'Менеджер зателефонує вам найближчим робочим часом, щоб уточнити запитання і час консультації.',
  mail: 'Підтвердження вже в дорозі — перевірте пошту, зокрема папки «Промоакції» і «Спам».',
  consultations: 'Переглянути консультації порталу',
  home: 'На головну',
} as const;

export const introVideo = {
  title: 'Відеознайомство з сервісом',
  play: 'Дивитися відео',
  record: 'Сторінка відео',
  missing: 'Відео про те, як працює сервіс, — на сторінці запису.',
} as const;
