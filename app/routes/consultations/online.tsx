import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/ui/link';
import { webinarRegistrationInput as requestInput } from '../../../common/account-rules';
import {
  ONLINE_CONSULTATION_CAMPAIGN,
  ONLINE_CONSULTATION_THANKS,
  onlinePage as texts,
} from '../../../common/consultation-pages';
import {
  FormError,
  type LastResult,
  PhoneField,
  TextField,
  useSchemaForm,
} from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { utmOfRequest } from '../../lib/utm.server';
import type { Route } from './+types/online';

/** /online-konsultaciya: a consultation request (name, e-mail, phone) through the campaign call. */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo } = pageOf(context);
  const { user } = context;
  return {
    frame,
    seo: { ...seo, description: seo.description || texts.lead },
    defaults: { name: user?.name ?? '', email: user?.email ?? '' },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: requestInput });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 422 });
  let out: { result: string; redirect: string | null };
  try {
    out = await context.services.campaigns.register({
      campaign: ONLINE_CONSULTATION_CAMPAIGN,
      user: context.user,
      input: submission.value,
      utm: utmOfRequest(request),
      origin: context.origin,
      theme: context.theme,
    });
  } catch (err) {
    return failedReply(submission, formFailure(err));
  }
  if (out.result === 'fail') return failedReply(submission, { status: 409, message: texts.failed });
  throw redirect(out.redirect ?? ONLINE_CONSULTATION_THANKS);
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function OnlineConsultation({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as { result?: LastResult } | undefined;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(requestInput, {
    id: 'online-consultation',
    lastResult: reply?.result,
    defaultValue: loaderData.defaults,
  });
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12" aria-labelledby="page-title">
      <Link to="/" className="font-bold text-[var(--color-primary)]">
        Фахівець
      </Link>
      <header className="flex flex-col gap-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {loaderData.frame.title}
        </h1>
        <p className="text-slate-700">{texts.lead}</p>
      </header>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {texts.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Form
        method="post"
        {...getFormProps(form)}
        className="card flex flex-col gap-3"
        aria-labelledby="online-form-title"
      >
        <h2 id="online-form-title" className="text-lg font-semibold">
          {texts.formTitle}
        </h2>
        <TextField meta={fields.name} label="Ім’я" autoComplete="name" />
        <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
        <PhoneField meta={fields.phone} />
        <FormError errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
          {texts.submit}
        </button>
      </Form>
    </section>
  );
}
