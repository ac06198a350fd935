import { type ConsultationService, consultationServices } from './consultation-services';

/**
 * The two themes of one site (spec part 1 §1): own name, wording, colours, contacts, consultation
 * services. Isomorphic: the server picks the theme of a request, the app renders it.
 */
export const themeIds = ['hr', 'accounting'] as const;
export type ThemeId = (typeof themeIds)[number];

export const categoryKeys = [
  'default',
  'consultations',
  'professions',
  'schools',
  'webinars',
  'courses',
  'videoblogs',
  'handbooks',
  'minicourse',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/**
 * Words that differ between the themes: menu items and page titles name them by key
 * (`titleFrom` of a menu item, `themedTitle` of a route), the home page and the news list read them.
 */
export interface ThemeWording {
  /** The deadlines calendar (menu item and page title). */
  calendar: string;
  /** Home page title, before the site name. */
  homeTitle: string;
  homeDescription: string;
  /** Description of the news list when no SEO row gives one. */
  newsDescription: string;
}
export type ThemeWordingKey = 'calendar';

export interface Theme {
  id: ThemeId;
  name: string;
  shortName: string;
  tagline: string;
  audience: string;
  colors: { primary: string; primaryDark: string; accent: string; categories: Record<CategoryKey, string> };
  contacts: { address: string; phones: string[]; email: string };
  social: { telegram: string; viber: string; facebook: string; instagram: string; youtube: string };
  consultationServices: readonly ConsultationService[];
  wording: ThemeWording;
}

export const themes: Record<ThemeId, Theme> = {
  hr: {
    id: 'hr',
    name: 'Фахівець: Кадри',
    shortName: 'Фахівець',
    tagline: 'Усе для кадровика в одному місці',
    audience: 'кадровиків і фахівців з військового обліку',
    colors: {
      primary: '#1f5fbf',
      primaryDark: '#163f7f',
      accent: '#f2b705',
      categories: {
        default: '#1f5fbf',
        consultations: '#0e8a6a',
        professions: '#7a4cc2',
        schools: '#c2571a',
        webinars: '#d0342c',
        courses: '#a8327a',
        videoblogs: '#2a7ab0',
        handbooks: '#51702a',
        minicourse: '#b8860b',
      },
    },
    contacts: {
      address: 'м. Київ, вул. Антоновича, 42, офіс 305',
      phones: ['+38 (044) 390-12-34', '+38 (067) 390-12-34'],
      email: 'info@fahivets.ua',
    },
    social: {
      telegram: 'https://t.me/fahivets_kadry',
      viber: 'https://invite.viber.com/?g=fahivets_kadry',
      facebook: 'https://www.facebook.com/fahivets.kadry',
      instagram: 'https://www.instagram.com/fahivets.kadry',
      youtube: 'https://www.youtube.com/@fahivets_kadry',
    },
    consultationServices: consultationServices.slice(0, 3),
    wording: {
      calendar: 'Календар кадровика',
      homeTitle: 'Новини, відео, документи і консультації для кадровика',
      homeDescription:
        'Щоденні новини трудового законодавства, вебінари, зразки кадрових документів і відповіді експертів.',
      newsDescription:
        'Новини для кадровика і фахівця з військового обліку: зміни законодавства, роз’яснення і практика.',
    },
  },
  accounting: {
    id: 'accounting',
    name: 'Фахівець: Бухгалтерія',
    shortName: 'Фахівець',
    tagline: 'Зарплата, податки і звітність без зайвого клопоту',
    audience: 'бухгалтерів і розрахункових відділів',
    colors: {
      primary: '#0f7a5c',
      primaryDark: '#0a5540',
      accent: '#e07b00',
      categories: {
        default: '#0f7a5c',
        consultations: '#1f5fbf',
        professions: '#7a4cc2',
        schools: '#c2571a',
        webinars: '#d0342c',
        courses: '#a8327a',
        videoblogs: '#2a7ab0',
        handbooks: '#51702a',
        minicourse: '#b8860b',
      },
    },
    contacts: {
      address: 'м. Київ, вул. Антоновича, 42, офіс 307',
      phones: ['+38 (044) 390-56-78', '+38 (067) 390-56-78'],
      email: 'info@buh.fahivets.ua',
    },
    social: {
      telegram: 'https://t.me/fahivets_buh',
      viber: 'https://invite.viber.com/?g=fahivets_buh',
      facebook: 'https://www.facebook.com/fahivets.buh',
      instagram: 'https://www.instagram.com/fahivets.buh',
      youtube: 'https://www.youtube.com/@fahivets_buh',
    },
    consultationServices,
    wording: {
      calendar: 'Календар бухгалтера',
      homeTitle: 'Новини, відео, документи і консультації для бухгалтера',
      homeDescription:
        'Щоденні новини про зарплату, податки і звітність, вебінари, розрахунки на прикладах і відповіді експертів.',
      newsDescription:
        'Новини для бухгалтера: зарплата, ПДФО і військовий збір, ЄСВ, звітність — зміни, роз’яснення і приклади.',
    },
  },
};

/** A themed word by its key (menu items and route titles name it so). */
export function themeWord(theme: ThemeId, key: ThemeWordingKey): string {
  return themes[theme].wording[key];
}

export function resolveTheme(
  host: string | undefined,
  hosts: ReadonlyMap<string, ThemeId>,
  fallback: ThemeId,
): ThemeId {
  const name = host?.split(':')[0]?.toLowerCase();
  return (name && hosts.get(name)) || fallback;
}
