import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useActionData } from 'react-router';
import { Link } from '../../components/ui/link';
import { calendarEventInput, calendarSettingsInput } from '../../../common/tools/calendar-rules';
import { rolesFromQuery } from '../../../common/tools/calendar-roles';
import { type LastResult, useSchemaForm } from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageOf, requireUser, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/calendar';

const OFF_DAY = 'border-slate-100 bg-slate-50 text-slate-500';
const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'];
const MONTH = /^20[2-9]\d-(0[1-9]|1[0-2])$/;

/** /calendar and /personal-calendar: a month of deadlines for the chosen roles, plus one's own events. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { user, origin } = args.context;
  const month = url.searchParams.get('month') ?? '';
  const view = await args.context.services.tools.calendar
    .month({ user, month: MONTH.test(month) ? month : null, roles: rolesFromQuery(url.searchParams.getAll('roles')) })
    .catch((err: unknown) => routeError(err, url));
  const { settings, ...rest } = view;
  const yearParam = Number(url.searchParams.get('year'));
  const year =
    Number.isInteger(yearParam) && yearParam >= 2024 && yearParam <= 2100
      ? await args.context.services.tools.calendar.year({
          user,
          year: yearParam,
          roles: rolesFromQuery(url.searchParams.getAll('roles')),
        })
      : null;
  return {
    year,
    frame,
    seo,
    base: url.pathname.replace(/\/$/, ''),
    isSignedIn: Boolean(user),
    view: rest,
    settings: settings
      ? {
          roles: settings.roles,
          remindDays: settings.remindDays,
          icalUrl: `${origin}/api/calendar/ical/${settings.icalToken}.ics`,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = requireUser(context);
  const formData = await request.formData();
  const { calendar } = context.services.tools;
  const intent = formData.get('intent');
  if (intent === 'delete-event') {
    await calendar.deleteEvent(user, Number(formData.get('id'))).catch(() => undefined);
    return { intent, result: null };
  }
  if (intent === 'rotate') {
    await calendar.rotateToken(user);
    return { intent, result: null };
  }
  const schema = intent === 'settings' ? calendarSettingsInput : calendarEventInput;
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 422 });
  try {
    if (intent === 'settings') await calendar.saveSettings(user, submission.value);
    else await calendar.addEvent(user, submission.value);
  } catch (err) {
    return failedReply(submission, formFailure(err), [], { intent });
  }
  return { intent, result: submission.reply({ resetForm: true } as never) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type View = Route.ComponentProps['loaderData']['view'];

function MonthGrid({ view }: { view: View }) {
  const lead = view.days[0]?.weekday ?? 0;
  return (
    <div className="mt-4 grid grid-cols-7 gap-1 text-center text-sm" aria-hidden="true">
      {WEEKDAYS.map((d) => (
        <div key={d} className="font-medium text-slate-600">
          {d}
        </div>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <div key={`lead-${i}`} />
      ))}
      {view.days.map((d) => (
        <div key={d.date} className={`rounded-md border p-1 ${d.kind === 'working' ? 'border-slate-200' : OFF_DAY}`}>
          <div>{d.day}</div>
          {d.events.length > 0 && (
            <div className="mx-auto mt-0.5 w-fit rounded-full bg-[var(--color-primary)] px-1.5 text-xs text-white">
              {d.events.length}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

function EventList({ view, isSignedIn }: { view: View; isSignedIn: boolean }) {
  if (!view.events.length)
    return <p className="mt-4 text-slate-600">У цьому місяці строків для обраних ролей немає.</p>;
  return (
    <ul className="mt-4 flex flex-col gap-3" data-testid="calendar-events">
      {view.events.map((e) => (
        <li key={e.uid} className="card flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">
              {e.dateLabel} — {e.title}
            </span>
            {!e.verified && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">потребує перевірки</span>
            )}
          </div>
          {e.isCustom ? (
            <>
              {e.note && <p className="text-sm text-slate-600">{e.note}</p>}
              {isSignedIn && (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-event" />
                  <input type="hidden" name="id" value={e.customId} />
                  <button type="submit" className="btn-ghost px-2 py-1 text-xs">
                    Видалити подію «{e.title}»
                  </button>
                </Form>
              )}
            </>
          ) : (
            <p className="text-sm text-slate-600">
              Підстава: {e.basis.act}, {e.basis.reference}
              {e.originalDate ? ' (перенесено з вихідного дня)' : ''}
            </p>
          )}
          {e.link?.kind === 'calculator' && (
            <Link to={`/calculators/${e.link.alias}`} className="text-sm text-[var(--color-primary)] hover:underline">
              Відкрити калькулятор
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function AddEventForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(calendarEventInput, { id: 'calendar-event', lastResult });
  const err = (name: 'date' | 'title' | 'note') => fields[name].errors?.[0];
  return (
    <Form method="post" id={form.id} noValidate className="card flex flex-col gap-3">
      <h2 className="font-semibold">Додати власну подію</h2>
      <input type="hidden" name="intent" value="add-event" />
      <label htmlFor="event-date" className="text-sm font-medium">
        Дата
      </label>
      <input id="event-date" name="date" type="date" className="input" aria-invalid={err('date') ? true : undefined} />
      {err('date') && <span className="field-error">{err('date')}</span>}
      <label htmlFor="event-title" className="text-sm font-medium">
        Назва
      </label>
      <input
        id="event-title"
        name="title"
        className="input"
        maxLength={200}
        aria-invalid={err('title') ? true : undefined}
      />
      {err('title') && <span className="field-error">{err('title')}</span>}
      <label htmlFor="event-note" className="text-sm font-medium">
        Примітка
      </label>
      <textarea id="event-note" name="note" className="input" maxLength={2000} rows={2} />
      <button type="submit" className="btn-primary self-start">
        Додати подію
      </button>
    </Form>
  );
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { frame, view, base, isSignedIn, settings, year } = loaderData;
  const reply = useActionData<typeof action>() as { intent?: string; result?: LastResult } | undefined;
  const roleQuery = view.roles
    .filter((r) => r.isOn)
    .map((r) => `&roles=${r.id}`)
    .join('');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <Form method="get" action={base} className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="month" value={view.month} />
        <span className="text-sm font-medium">Ролі:</span>
        {view.roles.map((r) => (
          <label key={r.id} className="chip">
            <input type="checkbox" name="roles" value={r.id} defaultChecked={r.isOn} />
            {r.label}
          </label>
        ))}
        <button type="submit" className="btn-secondary">
          Показати
        </button>
      </Form>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Link to={`${base}?month=${view.prev}${roleQuery}`} className="btn-ghost" aria-label="Попередній місяць">
          ‹
        </Link>
        <h2 className="text-xl font-semibold" data-testid="calendar-month">
          {view.title}
        </h2>
        <Link to={`${base}?month=${view.next}${roleQuery}`} className="btn-ghost" aria-label="Наступний місяць">
          ›
        </Link>
      </div>
      <p className="mt-2 text-center text-sm">
        <Link
          to={`${base}?year=${view.month.slice(0, 4)}${roleQuery}`}
          className="text-[var(--color-primary)] underline"
        >
          Увесь {view.month.slice(0, 4)} рік
        </Link>
      </p>
      {year ? (
        <div className="mt-4 flex flex-col gap-4" data-testid="calendar-year">
          {year.months.map((m) => (
            <section key={m.month} aria-label={`${m.title} ${year.year}`}>
              <h3 className="font-semibold">
                <Link to={`${base}?month=${m.month}${roleQuery}`} className="hover:underline">
                  {m.title} {year.year}
                </Link>
              </h3>
              <ul className="mt-1 text-sm">
                {m.events.map((e) => (
                  <li key={e.uid}>
                    {e.dateLabel} — {e.title}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <>
          <MonthGrid view={view} />
          <EventList view={view} isSignedIn={isSignedIn} />
        </>
      )}
      {settings ? (
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <AddEventForm lastResult={reply?.intent === 'add-event' ? reply.result : undefined} />
          <Form method="post" className="card flex flex-col gap-3">
            <h2 className="font-semibold">Мої ролі та нагадування</h2>
            <input type="hidden" name="intent" value="settings" />
            {view.roles.map((r) => (
              <label key={r.id} className="flex items-center gap-2">
                <input type="checkbox" name="roles" value={r.id} defaultChecked={settings.roles.includes(r.id)} />
                {r.label}
              </label>
            ))}
            <label htmlFor="remind-days" className="text-sm font-medium">
              Нагадувати на e-mail за днів (порожньо — не нагадувати)
            </label>
            <input
              id="remind-days"
              name="remindDays"
              inputMode="numeric"
              className="input"
              defaultValue={settings.remindDays ?? ''}
            />
            <button type="submit" className="btn-primary self-start">
              Зберегти
            </button>
          </Form>
          <Form method="post" className="card flex flex-col gap-3 md:col-start-2">
            <h2 className="font-semibold">Підписка в Google, Apple чи Outlook</h2>
            <input type="hidden" name="intent" value="rotate" />
            <p className="break-all text-sm" data-testid="ical-url">
              {settings.icalUrl}
            </p>
            <p className="text-xs text-slate-600">
              Адреса особиста: не передавайте її іншим. Якщо вона потрапила до сторонніх, отримайте нову — стара
              перестане працювати, і календар треба буде підписати знову.
            </p>
            {reply?.intent === 'rotate' && (
              <p role="status" className="text-sm text-green-800">
                Адресу змінено: стара більше не працює.
              </p>
            )}
            <button type="submit" className="btn-secondary self-start">
              Отримати нову адресу
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-8 card">
          <Link to={`/login?next=${encodeURIComponent(base)}`} className="text-[var(--color-primary)] underline">
            Увійдіть
          </Link>
          , щоб зберегти ролі, додавати власні події, отримувати нагадування на e-mail і підписатися на календар.
        </p>
      )}
    </section>
  );
}
