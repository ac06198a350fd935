import { z } from 'zod';
import { type ConsultationServiceSlug, consultationService, consultationShortNames } from './consultation-services';
import type { ThemeId } from './themes';

/**
 * The expert desk's isomorphic rules: response-time promises per service and theme, the no-access
 * texts per theme and route, statuses and their Ukrainian names, and the form limits shared by the
 * ask form and the API.
 */

export const questionStatusNames = {
  new: 'Нове',
  inprogress: 'В роботі',
  clarify: 'Потрібне уточнення',
  answered: 'Відповідь надано',
} as const;
export type QuestionStatusName = keyof typeof questionStatusNames;

export interface ResponsePromise {
  /** What the service page promises. */
  label: string;
  /** The desk's target for the time left shown to consultants. */
  minutes: number;
}

const HOUR = 60;
/** Response-time promise per service and theme (configuration; the desk measures against it). */
export const responsePromises: Record<ThemeId, Record<ConsultationServiceSlug, ResponsePromise>> = {
  hr: {
    'osobistiy-konsultant': { label: 'від 15 хвилин, 24/7', minutes: 24 * HOUR },
    'consultations-documents': { label: 'протягом робочого дня', minutes: 8 * HOUR },
    'consultations-viiskovyi-oblik': { label: 'протягом 4 робочих годин', minutes: 4 * HOUR },
    'consultation-zp-check': { label: 'до 2 робочих днів', minutes: 48 * HOUR },
    'consultation-pn-unblock': { label: 'до 3 робочих днів', minutes: 72 * HOUR },
  },
  accounting: {
    'osobistiy-konsultant': { label: 'від 15 хвилин, 24/7', minutes: 24 * HOUR },
    'consultations-documents': { label: 'протягом робочого дня', minutes: 8 * HOUR },
    'consultations-viiskovyi-oblik': { label: 'протягом 4 робочих годин', minutes: 4 * HOUR },
    'consultation-zp-check': { label: 'до 2 робочих днів', minutes: 48 * HOUR },
    'consultation-pn-unblock': { label: 'до 3 робочих днів', minutes: 72 * HOUR },
  },
};

/** How each service works (the steps on its page). */
export const serviceSteps: Record<ConsultationServiceSlug, string[]> = {
  'osobistiy-konsultant': [
    'Опишіть ситуацію своїми словами, додайте до 5 файлів.',
    'Експерт бере запитання в роботу, а за потреби просить уточнити деталі.',
    'Відповідь приходить у «Мої консультації» і на e-mail.',
  ],
  'consultations-documents': [
    'Додайте документ або опишіть, який потрібно скласти.',
    'Експерт перевіряє реквізити, підстави та формулювання.',
    'Ви отримуєте зауваження або готовий зразок із поясненнями.',
  ],
  'consultations-viiskovyi-oblik': [
    'Опишіть питання щодо військового обліку, бронювання чи звітності до ТЦК.',
    'Експерт з військового обліку перевіряє ситуацію за чинними правилами.',
    'Відповідь з посиланнями на норми приходить у кабінет і на e-mail.',
  ],
  'consultation-zp-check': [
    'Додайте розрахунок зарплати, відпускних чи лікарняних і вихідні дані.',
    'Експерт перераховує суми й утримання за правилами 2026 року.',
    'Ви отримуєте висновок: що правильно, що виправити і як.',
  ],
  'consultation-pn-unblock': [
    'Додайте квитанцію про зупинення реєстрації та первинні документи.',
    'Експерт перевіряє пакет документів і пояснення для комісії.',
    'Ви отримуєте перелік доопрацювань і текст пояснення.',
  ],
};

const accountingNoAccess: Record<ConsultationServiceSlug, string> = {
  'osobistiy-konsultant':
    'Особистий консультант з питань зарплати, податків і звітності доступний у пакетах «Професіонал», ' +
    '«Преміум» і «Преміум PRO». Оберіть пакет, щоб поставити запитання експерту.',
  'consultations-documents':
    'Консультант з документів для бухгалтерії доступний у пакетах «Стандарт», «Професіонал», «Преміум» і ' +
    '«Преміум PRO».',
  'consultations-viiskovyi-oblik':
    'Консультант з військового обліку доступний у пакетах «Преміум PRO» і «Військовий облік PRO».',
  'consultation-zp-check': consultationService('consultation-zp-check').noAccess,
  'consultation-pn-unblock': consultationService('consultation-pn-unblock').noAccess,
};

/**
 * Text of the consultation-service no-access modal for the theme and the route (spec part 1 §2
 * Modals): the HR theme uses the service's own text, the accounting theme speaks to accountants.
 * A short-name route resolves to its service first.
 */
export function noAccessText(theme: ThemeId, route: string): string {
  const slug = (consultationShortNames[route] ?? route) as ConsultationServiceSlug;
  return theme === 'accounting' ? accountingNoAccess[slug] : consultationService(slug).noAccess;
}

export const consultationLimits = {
  questionMin: 10,
  questionMax: 5000,
  answerMax: 50_000,
  cannedTitleMax: 200,
  similarMax: 5,
  queuePageSize: 20,
  myPageSize: 20,
};

export const consultationMessages = {
  questionRequired: 'Напишіть запитання',
  questionTooShort: `Запитання має містити щонайменше ${consultationLimits.questionMin} символів`,
  questionTooLong: `Запитання має бути не довшим за ${consultationLimits.questionMax} символів`,
  answerRequired: 'Напишіть відповідь',
  answerTooLong: 'Відповідь задовга',
  titleRequired: 'Вкажіть назву шаблону',
  notFound: 'Консультацію не знайдено',
  notConsultant: 'Ця дія доступна лише консультантам',
  wrongStatus: 'Цю дію не можна виконати для консультації в поточному статусі',
  takenByOther: 'Консультацію вже взяв у роботу інший консультант',
  asked: 'Запитання надіслано. Відповідь з’явиться в «Мої консультації».',
  loginRequired: 'Щоб поставити запитання, увійдіть або зареєструйтеся.',
  attachmentsCount: 'Можна завантажувати не більше 5 файлів',
};

/** The question text as the form and the API accept it. */
export const questionText = z
  .string({ error: consultationMessages.questionRequired })
  .trim()
  .min(1, consultationMessages.questionRequired)
  .min(consultationLimits.questionMin, consultationMessages.questionTooShort)
  .max(consultationLimits.questionMax, consultationMessages.questionTooLong);

/** "(N) " before the page title when the client has unread answers (spec part 2 §9). */
export function titleWithUnread(title: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${title}` : title;
}

/** Minutes left against the promise (negative when overdue). */
export function minutesLeft(createdAt: Date, promiseMinutes: number, now = new Date()): number {
  return Math.round((createdAt.getTime() + promiseMinutes * 60_000 - now.getTime()) / 60_000);
}

export function formatTimeLeft(minutes: number): string {
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  const span = h ? `${h} год ${m} хв` : `${m} хв`;
  return minutes >= 0 ? `залишилось ${span}` : `прострочено на ${span}`;
}
