import type { Db } from '../../server/db/client';
import type { AppDeps } from '../../server/http/types';
import { purgeWebinarPages, saveWebinar } from '../../server/webinars/save-webinar';
import { webinarInput } from '../../server/webinars/webinars.schema';
import { uniq } from './factories';

const DAY = 86_400_000;

/**
 * A published free webinar three days ahead (with its campaign and chat thread), unless told otherwise,
 * saved as staff save it. With `deps` (a running server's), guests' cached pages are purged as
 * the staff operation purges them, so a page opened right after shows it.
 */
export async function buildWebinar(db: Db, over: Record<string, unknown> = {}, deps?: AppDeps) {
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
  const { webinar } = await saveWebinar({ db, id: null, input });
  if (deps) await purgeWebinarPages(deps);
  return webinar;
}
