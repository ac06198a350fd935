import { eq } from 'drizzle-orm';
import type { SliderId } from '../../common/slider';
import { type SlideInput, slideInput } from '../../common/slider-input';
import type { Db } from '../db/client';
import { slides } from '../db/schema';
import { saveSlides } from './save-slides';

type Seed = Omit<SlideInput, 'starts_at' | 'ends_at' | 'is_published' | 'image'> & { image?: string | null };

const home: Seed[] = [
  {
    title: 'Три дні повного доступу — безкоштовно',
    text: 'Статті, відповіді експертів, зразки документів і відео: оцініть передплату до оплати.',
    link: '/demo',
    button: 'Отримати демодоступ',
    placement: 'main_page_banner',
    themes: ['hr', 'accounting'],
  },
  {
    title: 'Безкоштовні вебінари щотижня',
    text: 'Експерти розбирають зміни законодавства наживо й відповідають на запитання в чаті.',
    link: '/free-webinars',
    button: 'Обрати вебінар',
    placement: 'main_page_banner',
    themes: ['hr', 'accounting'],
  },
  {
    title: 'Запитайте експерта — відповідь протягом доби',
    text: 'Трудове право, військовий облік, відпустки і звільнення: письмова відповідь з посиланнями на норми.',
    link: '/consultations',
    button: 'Поставити запитання',
    placement: 'services_promo_main',
    themes: ['hr'],
  },
  {
    title: 'Запитайте експерта — відповідь протягом доби',
    text: 'Податки, ЄСВ, звітність і зарплата: письмова відповідь з посиланнями на норми.',
    link: '/consultations',
    button: 'Поставити запитання',
    placement: 'services_promo_main',
    themes: ['accounting'],
  },
  {
    title: 'Калькулятори для щоденних розрахунків',
    text: 'Відпускні, лікарняні, стаж і строки — порахуйте за хвилину за правилами 2026 року.',
    link: '/calculators',
    button: 'Відкрити калькулятори',
    placement: 'special_offer_main',
    themes: ['hr', 'accounting'],
  },
];

const news: Seed[] = [
  {
    title: 'Не пропускайте важливих змін',
    text: 'Передплатники читають усі новини повністю й отримують роз’яснення експертів.',
    link: '/subscribe',
    button: 'Обрати передплату',
    placement: 'news_promo_main',
    themes: ['hr', 'accounting'],
  },
  {
    title: 'Академія: курси для кадровиків з сертифікатом',
    text: 'Кадрове діловодство з нуля і для профі: записи занять, практичні завдання, сертифікат.',
    link: '/klacademy_kurs_kadpro_120224',
    button: 'Дізнатися про курс',
    placement: 'academy_promo_main',
    themes: ['hr'],
  },
  {
    title: 'Вебінар тижня для бухгалтерів',
    text: 'Зарплатна звітність, ЄСВ і військовий збір: розбір з податковим консультантом.',
    link: '/free-webinars',
    button: 'Зареєструватися',
    placement: 'news_promo_main',
    themes: ['accounting'],
  },
  {
    title: 'Зразки документів, готові до друку',
    text: 'Накази, заяви, повідомлення й форми звітності — заповнюйте онлайн і завантажуйте у DOCX.',
    link: '/documents',
    button: 'Перейти до документів',
    placement: 'news_promo_main',
    themes: ['hr', 'accounting'],
  },
];

const seeds: Record<SliderId, Seed[]> = { home, news };

/**
 * Editorial content of the sliders, written once: a slider that has any slide (an editor's work,
 * even all unpublished) is left alone.
 */
export async function seedSlides(db: Db): Promise<void> {
  for (const [slider, list] of Object.entries(seeds) as [SliderId, Seed[]][]) {
    const [found] = await db.select({ id: slides.id }).from(slides).where(eq(slides.slider, slider)).limit(1);
    if (found) continue;
    await saveSlides({ db, slider, input: { slides: list.map((s) => slideInput.parse(s)) } });
  }
}
