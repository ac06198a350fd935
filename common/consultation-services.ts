import type { PackageCode } from './packages';

/**
 * The consultation services: the one home of their slugs, short addresses, titles, the packages
 * that open them and their record/video/thread ids (spec part 1 §6, part 2 §9). Themes, the route
 * table, the access authority and the API read them from here.
 */
export interface ConsultationServiceInfo {
  slug: string;
  /** Second, short address: /consultations/{short}. */
  short: string;
  routeName: string;
  title: string;
  description: string;
  /** Text of the consultation-service no-access modal. */
  noAccess: string;
  packages: readonly PackageCode[];
  /** Record and video ids of the service description (spec part 2 §9). */
  record: number;
  video: number;
  /**
   * Comment thread of the service. The spec lists three thread ids (266, 4296, 384) without naming
   * their services; they are taken in the order the services are listed there.
   */
  thread: number | null;
}

const service = <const S extends string>(info: Omit<ConsultationServiceInfo, 'slug' | 'routeName'> & { slug: S }) => ({
  ...info,
  routeName: `consultations-${info.slug}` as const,
});

export const consultationServices = [
  service({
    slug: 'osobistiy-konsultant',
    short: 'ok',
    title: 'Особистий консультант',
    description: 'Письмові відповіді експертів на ваші робочі запитання протягом доби.',
    noAccess:
      'Особистий консультант доступний у пакетах «Професіонал», «Преміум» і «Преміум PRO». Оберіть пакет, щоб ' +
      'поставити запитання експерту.',
    packages: ['professional', 'premium', 'premium-pro'],
    record: 259,
    video: 683,
    thread: 266,
  }),
  service({
    slug: 'consultations-documents',
    short: 'doc',
    title: 'Консультант з документів',
    description: 'Допомога зі складанням і перевіркою кадрових документів.',
    noAccess: 'Консультант з документів доступний у пакетах «Стандарт», «Професіонал», «Преміум» і «Преміум PRO».',
    packages: ['standard', 'professional', 'premium', 'premium-pro'],
    record: 500,
    video: 1210,
    thread: 4296,
  }),
  service({
    slug: 'consultations-viiskovyi-oblik',
    short: 'vo',
    title: 'Консультант з військового обліку',
    description: 'Відповіді щодо військового обліку, бронювання та звітності до ТЦК.',
    noAccess: 'Консультант з військового обліку доступний у пакетах «Преміум PRO» і «Військовий облік PRO».',
    packages: ['premium-pro', 'military-pro'],
    record: 1628,
    video: 3968,
    thread: 384,
  }),
  service({
    slug: 'consultation-zp-check',
    short: 'zp-check',
    title: 'Перевірка розрахунку зарплати',
    description: 'Експерт перевірить розрахунок зарплати, відпускних чи лікарняних.',
    noAccess: 'Перевірка розрахунку зарплати доступна передплатникам пакетів «Преміум» і «Преміум PRO».',
    packages: ['premium', 'premium-pro'],
    record: 5693,
    video: 13405,
    thread: null,
  }),
  service({
    slug: 'consultation-pn-unblock',
    short: 'pn-unblock',
    title: 'Розблокування податкових накладних',
    description: 'Перевірка документів для розблокування податкових накладних.',
    noAccess: 'Перевірка документів для розблокування податкових накладних доступна у пакеті «Преміум PRO».',
    packages: ['premium-pro'],
    record: 5694,
    video: 13406,
    thread: null,
  }),
] as const;

export type ConsultationService = (typeof consultationServices)[number];
export type ConsultationServiceSlug = ConsultationService['slug'];

export const consultationServiceSlugs = consultationServices.map((s) => s.slug) as ConsultationServiceSlug[];

/** Short names of the second route table → full service slug. */
export const consultationShortNames: Record<string, ConsultationServiceSlug> = Object.fromEntries(
  consultationServices.map((s) => [s.short, s.slug]),
);

/** Consultation services by package (spec part 1 §6). */
export const consultationPackages = Object.fromEntries(consultationServices.map((s) => [s.slug, s.packages])) as Record<
  ConsultationServiceSlug,
  readonly PackageCode[]
>;

export function consultationService(slug: ConsultationServiceSlug): ConsultationService {
  return consultationServices.find((s) => s.slug === slug) as ConsultationService;
}
