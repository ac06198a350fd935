import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webinars } from '../db/schema';
import { saveWebinar } from './save-webinar';
import type { WebinarInput } from './webinars.schema';

const DAY = 86_400_000;
/** 11:00 Kyiv time (09:00 UTC in winter), `days` from today. */
const at = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(9, 0, 0, 0);
  return d.toISOString();
};

const demo: WebinarInput[] = [
  {
    title: 'Відпустки у 2026 році: графік, розрахунок, перенесення',
    description:
      'Практичний розбір щорічних відпусток: як скласти графік на рік, порахувати середній заробіток ' +
      'за 12 місяців і оформити перенесення відпустки за заявою працівника.',
    starts_at: at(7),
    duration_minutes: 90,
    lecturers: [{ name: 'Наталія Гринько', position: 'експертка з трудового права', photo: null }],
    programme: [
      'Графік відпусток: хто затверджує і до якого строку',
      'Середній заробіток для відпускних: які виплати враховують',
      'Перенесення і поділ відпустки: зразки наказів',
    ],
    gifts: ['Чек-лист «Відпустки без помилок»'],
    room_alias: 'room_velseminar',
    materials: [
      { title: 'Документи: зразки наказів про відпустку', url: '/documents' },
      { title: 'Довідники кадровика', url: '/handbooks' },
    ],
    themes: ['hr'],
    is_published: true,
  },
  {
    title: 'Зарплатна звітність за I квартал 2026 року',
    description:
      'Як заповнити додаток 4 податкового розрахунку, перевірити ЄСВ з мінімальної зарплати 8647 грн ' +
      'і не помилитися з військовим збором 5 %.',
    starts_at: at(10),
    duration_minutes: 120,
    lecturers: [{ name: 'Олег Мартинюк', position: 'податковий консультант', photo: null }],
    programme: [
      'Податковий розрахунок: що змінилося у формі',
      'ЄСВ з мінімальної зарплати: доплата до мінімального страхового внеску',
      'Військовий збір 5 %: ставка і код доходу',
    ],
    gifts: ['Таблиця ставок і строків сплати на 2026 рік'],
    room_alias: 'room_velseminar',
    materials: [{ title: 'Документи: форми звітності', url: '/documents' }],
    themes: ['accounting'],
    is_published: true,
  },
  {
    title: 'Клубна зустріч: відповіді експертів на запитання передплатників',
    description:
      'Щомісячна зустріч клубу передплатників: експерти відповідають на запитання, надіслані до зустрічі, ' +
      'і на ті, що ви поставите в чаті під час трансляції.',
    starts_at: at(14),
    duration_minutes: 60,
    lecturers: [
      { name: 'Наталія Гринько', position: 'експертка з трудового права', photo: null },
      { name: 'Олег Мартинюк', position: 'податковий консультант', photo: null },
    ],
    programme: ['Запитання, надіслані до зустрічі', 'Запитання з чату', 'Що змінюється наступного місяця'],
    gifts: [],
    room_alias: 'klubna_zustrich',
    materials: [{ title: 'Консультації експертів', url: '/consultations' }],
    themes: ['hr', 'accounting'],
    is_published: true,
  },
];

/** Demo content: upcoming free webinars (one per theme, one club meeting); skipped when already there. */
export async function seedWebinars(db: Db): Promise<void> {
  for (const input of demo) {
    const [found] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.title, input.title));
    if (!found) await saveWebinar({ db, id: null, input });
  }
}
