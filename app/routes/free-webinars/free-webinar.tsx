import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { webinarRegistrationInput } from '../../../common/account-rules';
import { leadingId } from '../../../common/route-params';
import {
  FormError,
  type LastResult,
  PhoneField,
  TextField,
  useSchemaForm,
} from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageNotFound, pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { utmOfRequest } from '../../lib/utm.server';
import type { Route } from './+types/free-webinar';
import { formatWebinarDate } from './webinar-date';

function webinarId(raw: string | undefined, pathname: string): number {
  const id = leadingId(raw ?? '');
  if (!id) pageNotFound(pathname);
  return id;
}

/** /free-webinars/{id}: date, lecturers, programme, gifts, calendar link and registration. */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const id = webinarId(current.params.id, current.url.pathname);
  const webinar = await context.services.webinars
    .one({ id, theme: context.theme, user: context.user })
    .catch((err) => routeError(err, current.url));
  const { frame, seo } = retitle(current, webinar.title);
  return { frame, seo, webinar, isPast: new Date(webinar.date).getTime() < Date.now(), email: context.user?.email };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const id = webinarId(params.id, new URL(request.url).pathname);
  const webinar = await context.services.webinars.one({ id, theme: context.theme, user: context.user });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: webinarRegistrationInput });
  const { user } = context;
  if (!user && submission.status !== 'success') return data({ result: submission.reply() }, { status: 422 });
  const campaign = webinar.options.campaigns.webCatalogCampaign;
  const failed = () => failedReply(submission, { status: 409, message: 'Сталася якась помилка...' });
  if (!campaign) return failed();
  let out: { result: string; redirect: string | null };
  try {
    out = await context.services.campaigns.register({
      campaign,
      user,
      input: user
        ? { email: user.email, name: user.name }
        : submission.status === 'success'
          ? submission.value
          : { email: '' },
      utm: utmOfRequest(request),
      origin: context.origin,
      theme: context.theme,
    });
  } catch (err) {
    return failedReply(submission, formFailure(err));
  }
  if (out.result === 'fail' || !out.redirect) return failed();
  throw redirect(out.redirect);
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

/** A signed-in user registers with the account's e-mail: one button, no fields to validate. */
function UserRegistration() {
  const reply = useActionData() as { result?: LastResult } | undefined;
  const navigation = useNavigation();
  return (
    <Form method="post" className="flex flex-col gap-3" aria-label="Реєстрація на вебінар">
      <FormError errors={reply?.result?.error?.[''] ?? undefined} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Зареєструватися безкоштовно
      </button>
    </Form>
  );
}

function GuestRegistration() {
  const reply = useActionData() as { result?: LastResult } | undefined;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(webinarRegistrationInput, { id: 'webinar', lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" aria-label="Реєстрація на вебінар">
      <TextField meta={fields.name} label="Ім’я" autoComplete="name" />
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
      <PhoneField meta={fields.phone} />
      <FormError errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Зареєструватися безкоштовно
      </button>
    </Form>
  );
}

export default function FreeWebinar({ loaderData }: Route.ComponentProps) {
  const { webinar, isPast, email } = loaderData;
  const lectors = webinar.options.lecturers ?? [];
  return (
    <article aria-labelledby="page-title" className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{formatWebinarDate(webinar.date)}</p>
      <h1 id="page-title" className="text-2xl font-bold">
        {webinar.title}
      </h1>
      {webinar.description ? <p className="text-slate-700">{webinar.description}</p> : null}
      {lectors.length ? (
        <section aria-labelledby="lectors-title">
          <h2 id="lectors-title" className="text-lg font-semibold">
            Лектори
          </h2>
          <ul>
            {lectors.map((l) => (
              <li key={l.name}>
                <strong>{l.name}</strong>
                {l.position ? `, ${l.position}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {webinar.options.gifts.length ? (
        <section aria-labelledby="gifts-title">
          <h2 id="gifts-title" className="text-lg font-semibold">
            Подарунки учасникам
          </h2>
          <ul className="list-disc pl-5">
            {webinar.options.gifts.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="register-title" className="card flex flex-col gap-3">
        <h2 id="register-title" className="text-lg font-semibold">
          {isPast ? 'Вебінар відбувся' : 'Участь безкоштовна'}
        </h2>
        {isPast ? (
          webinar.record_id ? (
            <a href={`/events/${webinar.record_id}`} className="btn-primary">
              Дивитися запис
            </a>
          ) : (
            <p>Запис з’явиться серед відео найближчим часом.</p>
          )
        ) : webinar.client_registered ? (
          <p className="font-medium text-green-700">Ви зареєстровані{email ? ` (${email})` : ''}</p>
        ) : email ? (
          <UserRegistration />
        ) : (
          <GuestRegistration />
        )}
        {!isPast ? (
          <a
            href={`/api/records/free-webinars/${webinar.id}/calendar.ics`}
            className="text-[var(--color-primary)] underline"
          >
            Додати до календаря
          </a>
        ) : null}
      </section>
    </article>
  );
}
