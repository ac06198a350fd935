import { sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { rowsOf } from '../engagement/engagement-sql';
import { requireConsultant, themeServices } from './consultation-query';

/**
 * The desk's measure for staff: per ISO week (Kyiv) and service, the median minutes from asking to
 * the first answer, over questions asked by clients (the seeded archive has no author).
 */
export async function responseTimeStats(opts: { db: Db; user: SessionUser; theme: ThemeId; weeks?: number }) {
  requireConsultant(opts.user);
  const services = themeServices(opts.theme);
  const weeks = opts.weeks ?? 8;
  const result = await opts.db.execute(sql`
    select to_char(date_trunc('week', created_at at time zone 'Europe/Kyiv'), 'YYYY-MM-DD') as week, service,
      count(*)::int as answered,
      round((percentile_cont(0.5) within group (order by extract(epoch from first_answered_at - created_at)) / 60)
        ::numeric, 1)::float as median_minutes
    from consultation_questions
    where first_answered_at is not null and author_id is not null
      and ${opts.theme} = any(themes)
      and service in (${sql.join(
        services.map((s) => sql`${s}`),
        sql`, `,
      )})
      and created_at >= now() - make_interval(days => ${weeks * 7})
    group by 1, 2 order by 1 desc, 2`);
  return rowsOf<{ week: string; service: string; answered: number; median_minutes: number }>(result);
}
