import type { Db } from '../../server/db/client';
import { saveWebinar } from '../../server/webinars/save-webinar';
import { webinarInput } from '../../server/webinars/webinars.schema';
import { uniq } from './factories';

const DAY = 86_400_000;

/** A published free webinar three days ahead (with its campaign and chat thread), unless told otherwise. */
export async function buildWebinar(db: Db, over: Record<string, unknown> = {}) {
  const input = webinarInput.parse({
    title: `Вебінар ${uniq('w')}`,
    description: 'Зміни у трудовому праві: що врахувати кадровику',
    starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
    lecturers: [{ name: 'Ірина Коваль', position: 'юристка з трудового права', photo: null }],
    programme: ['Відпустки під час воєнного стану', 'Військовий облік: звітність 2026'],
    gifts: ['Чек-лист «Відпустки 2026»'],
    is_published: true,
    ...over,
  });
  return (await saveWebinar({ db, id: null, input })).webinar;
}
