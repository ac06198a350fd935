import { MaterialsList } from '../../components/webinars/webinar-room-view';
import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { data, Form, redirect, useActionData, useNavigate, useNavigation } from 'react-router';
import { webinarRegistrationInput } from '../../../common/account-rules';
import {
  FormError,
  type LastResult,
  PhoneField,
  TextField,
  useSchemaForm,
} from '../../components/forms/conform-fields';
import { Modal } from '../../components/ui/modal';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { utmOfRequest } from '../../lib/utm.server';
import { MARKED_RESULTS, markWebinarRegistered, useWebinarRegistered } from '../../lib/webinar-markers';
import type { Route } from './+types/free-webinar';
import { Countdown } from './countdown';
import { formatWebinarDate } from './webinar-date';
import { webinarId } from './webinar-id';

/** /free-webinars/{id}: date, lecturers, programme, gifts, calendar link and registration. */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const id = webinarId(current.params.id, current.url.pathname);
  const webinar = await context.services.webinars
    .one({ id, theme: context.theme, user: context.user })
    .catch((err) => routeError(err, current.url));
  const { frame, seo } = retitle(current, webinar.title);
  const remainingMs = new Date(webinar.date).getTime() - Date.now();
  return { frame, seo, webinar, isPast: remainingMs < 0, remainingMs, email: context.user?.email };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const id = webinarId(params.id, url.pathname);
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
  // With scripts the page stores the browser's marker first, then goes to the thank-you page.
  if (formData.get('js') === '1') {
    const email = user?.email ?? (submission.status === 'success' ? submission.value.email : '');
    return data({ registered: { result: out.result, redirect: out.redirect, email } });
  }
  throw redirect(out.redirect);
}

type Reply = { result?: LastResult; registered?: { result: string; redirect: string; email: string } } | undefined;

/** After the campaign call: ok, ok-for-exists-user and already leave a marker; then the thank-you page. */
function useRegistered(webinarId: number, reply: Reply) {
  const navigate = useNavigate();
  useEffect(() => {
    const done = reply?.registered;
    if (!done) return;
    if ((MARKED_RESULTS as readonly string[]).includes(done.result) && done.email) {
      markWebinarRegistered(webinarId, done.email);
    }
    navigate(done.redirect);
  }, [reply, webinarId, navigate]);
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

/** A signed-in user registers with the account's e-mail: one button, no fields to validate. */
function UserRegistration({ webinarId }: { webinarId: number }) {
  const reply = useActionData() as Reply;
  const navigation = useNavigation();
  useRegistered(webinarId, reply);
  return (
    <Form method="post" className="flex flex-col gap-3" aria-label="Реєстрація на вебінар">
      <input type="hidden" name="js" value="1" />
      <FormError errors={reply?.result?.error?.[''] ?? undefined} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Зареєструватися безкоштовно
      </button>
    </Form>
  );
}

/** A guest registers in a modal: name, e-mail and phone (with the mask). */
function GuestRegistration({ webinarId }: { webinarId: number }) {
  const reply = useActionData() as Reply;
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (reply?.result) setOpen(true);
  }, [reply]);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Зареєструватися безкоштовно
      </button>
      <Modal open={isOpen} onOpenChange={setOpen} title="Реєстрація на вебінар">
        <GuestForm webinarId={webinarId} reply={reply} />
      </Modal>
    </>
  );
}

function GuestForm({ webinarId, reply }: { webinarId: number; reply: Reply }) {
  const navigation = useNavigation();
  useRegistered(webinarId, reply);
  const [form, fields] = useSchemaForm(webinarRegistrationInput, { id: 'webinar', lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" aria-label="Реєстрація на вебінар">
      <input type="hidden" name="js" value="1" />
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
  const { webinar, isPast, email, remainingMs } = loaderData;
  const isRegistered = useWebinarRegistered(webinar.id, webinar.client_registered);
  const lectors = webinar.options.lecturers ?? [];
  return (
    <article aria-labelledby="page-title" className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{formatWebinarDate(webinar.date)}</p>
      <h1 id="page-title" className="text-2xl font-bold">
        {webinar.title}
      </h1>
      {isPast ? null : <Countdown startsAt={webinar.date} remainingMs={remainingMs} />}
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
      {webinar.materials?.length ? (
        <section aria-labelledby="materials-title">
          <h2 id="materials-title" className="text-lg font-semibold">
            Матеріали для учасників
          </h2>
          <MaterialsList materials={webinar.materials} />
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
        ) : isRegistered ? (
          <>
            <p className="font-medium text-green-700">Ви зареєстровані{email ? ` (${email})` : ''}</p>
            <a href={`/free-webinars/${webinar.id}/enter`} className="btn-primary">
              Увійти до кімнати вебінару
            </a>
          </>
        ) : email ? (
          <UserRegistration webinarId={webinar.id} />
        ) : (
          <GuestRegistration webinarId={webinar.id} />
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
