import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/ui/link';
import { registerInput } from '../../../common/account-rules';
import { hadDemo, hasSubscription, showDemo } from '../../../common/subscription-rules';
import { broadcastAuth } from '../../components/auth/auth-sync';
import { useActionRedirect } from '../../components/auth/auth-forms';
import {
  FormError,
  type LastResult,
  PasswordField,
  PhoneField,
  TextField,
  useSchemaForm,
} from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure, passActionHeaders, sessionMeta } from '../../lib/action.server';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { utmOfRequest } from '../../lib/utm.server';
import type { Route } from './+types/demo';

type DemoState = 'form' | 'button' | 'active' | 'used';

/** /demo: the free demo in one step: a guest registers and gets it, a user without a package takes it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo } = pageOf(context);
  const { services, user } = context;
  const [flags, offer] = await Promise.all([services.subscriptions.flags(user), services.campaigns.demoOffer()]);
  const isAuthenticated = Boolean(user);
  let state: DemoState = 'form';
  if (user) {
    if (hasSubscription({ isAuthenticated, isRecurring: false, flags }) || flags.has_demo) state = 'active';
    else if (showDemo({ isAuthenticated, flags })) state = 'button';
    else state = hadDemo(flags) ? 'used' : 'button';
  }
  return { frame, seo, state, days: offer.days ?? 3, email: user?.email ?? '' };
}

const SECRET_FIELDS = ['password', 'password_confirmation'];

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const formData = await request.formData();
  const { services, user } = context;
  const common = {
    user,
    utm: utmOfRequest(request),
    cookieHeader: request.headers.get('cookie'),
    origin: context.origin,
    theme: context.theme,
    meta: sessionMeta(request),
  };
  const submission = parseWithZod(formData, { schema: registerInput });
  if (!user && submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  }
  let out: Awaited<ReturnType<typeof services.campaigns.takeDemo>>;
  try {
    out = await services.campaigns.takeDemo({
      ...common,
      input: submission.status === 'success' ? submission.value : { email: user?.email ?? '' },
    });
  } catch (err) {
    return failedReply(submission, formFailure(err), SECRET_FIELDS);
  }
  if (out.result === 'fail' || !out.redirect) {
    return failedReply(submission, { status: 409, message: 'Сталася якась помилка...' }, SECRET_FIELDS);
  }
  throw redirect(out.redirect, out.setCookie ? { headers: { 'Set-Cookie': out.setCookie } } : undefined);
}

export const headers = passActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

function GuestDemoForm() {
  const reply = useActionData() as { result?: LastResult } | undefined;
  const navigation = useNavigation();
  const [isAgreed, setAgreed] = useState(true);
  useActionRedirect(() => broadcastAuth('login'));
  const [form, fields] = useSchemaForm(registerInput, { id: 'demo', lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" aria-label="Отримати демодоступ">
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" isClearable />
      <TextField meta={fields.name} label="Ім’я" autoComplete="name" isClearable />
      <PhoneField meta={fields.phone} />
      <PasswordField meta={fields.password} label="Пароль" autoComplete="new-password" />
      <PasswordField meta={fields.password_confirmation} label="Повторіть пароль" autoComplete="new-password" />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={isAgreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          Я погоджуюся з{' '}
          <Link to="/offer" className="underline">
            договором оферти
          </Link>{' '}
          та{' '}
          <Link to="/privacy" className="underline">
            політикою конфіденційності
          </Link>
        </span>
      </label>
      <FormError errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={!isAgreed || navigation.state === 'submitting'}>
        Отримати демодоступ
      </button>
    </Form>
  );
}

function UserDemoButton() {
  const reply = useActionData() as { result?: LastResult } | undefined;
  const navigation = useNavigation();
  const errors = reply?.result?.error?.[''] ?? undefined;
  return (
    <Form method="post" className="flex flex-col gap-3" aria-label="Отримати демодоступ">
      <FormError errors={errors ?? undefined} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Отримати демодоступ
      </button>
    </Form>
  );
}

export default function DemoPage({ loaderData }: Route.ComponentProps) {
  const { state, days } = loaderData;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-md flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-bold">
        Безкоштовний демодоступ
      </h1>
      <p className="text-slate-700">
        {days} дні повного доступу до новин з коментарями експертів, відеозаписів вебінарів, зразків документів і
        довідників. Без оплати й автоматичних списань.
      </p>
      <div className="card">
        {state === 'form' ? (
          <>
            <GuestDemoForm />
            <p className="mt-4 text-center text-sm">
              Вже маєте акаунт?{' '}
              <Link to="/login?next=%2Fdemo" className="text-[var(--color-primary)] underline">
                Увійти
              </Link>
            </p>
          </>
        ) : null}
        {state === 'button' ? <UserDemoButton /> : null}
        {state === 'active' ? (
          <div className="flex flex-col gap-3">
            <p>У вас уже є доступ до матеріалів порталу.</p>
            <Link to="/news" className="btn-primary">
              Перейти до новин
            </Link>
          </div>
        ) : null}
        {state === 'used' ? (
          <div className="flex flex-col gap-3">
            <p>Ви вже користувалися демодоступом. Щоб і далі читати матеріали, оберіть пакет передплати.</p>
            <Link to="/subscribe" className="btn-primary">
              Обрати пакет
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
