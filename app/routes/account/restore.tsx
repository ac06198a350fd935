import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { toast } from '../../components/ui/toast';
import { resetPasswordInput, restoreInput } from '../../../common/account-rules';
import { msg } from '../../../common/messages';
import { useActionRedirect } from '../../components/auth/auth-forms';
import { broadcastAuth } from '../../components/auth/auth-sync';
import {
  FormError,
  type LastResult,
  PasswordField,
  TextField,
  useSchemaForm,
} from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure, passActionHeaders, sessionMeta } from '../../lib/action.server';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/restore';

/** /restore: asks for the e-mail; /restore?token=… (from the letter) sets a new password. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const token = url.searchParams.get('token');
  return { frame, seo, token: token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null };
}

/** Both forms post here: with a `token` it sets the new password and signs in, else it sends the letter. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const formData = await request.formData();
  const { accounts } = context.services;
  if (formData.has('token')) {
    const hidden = ['password', 'password_confirmation'];
    const submission = parseWithZod(formData, { schema: resetPasswordInput });
    if (submission.status !== 'success') {
      return data({ result: submission.reply({ hideFields: hidden }), sent: false }, { status: 422 });
    }
    let setCookie: string;
    try {
      ({ setCookie } = await accounts.resetPassword({ ...submission.value, meta: sessionMeta(request) }));
    } catch (err) {
      const failure = formFailure(err);
      // The token is not a field people can fix: its message belongs to the whole form.
      const fields = failure.fields?.token ? undefined : failure.fields;
      return failedReply(submission, { ...failure, fields }, hidden);
    }
    throw redirect('/profile', { headers: { 'Set-Cookie': setCookie } });
  }
  const submission = parseWithZod(formData, { schema: restoreInput });
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 422 });
  try {
    await accounts.requestPasswordReset({
      email: submission.value.email,
      origin: context.origin,
      theme: context.theme,
    });
  } catch (err) {
    return failedReply(submission, formFailure(err));
  }
  return { result: submission.reply(), sent: true };
}

export const headers = passActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function RestorePage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        Відновлення пароля
      </h1>
      <div className="card">{loaderData.token ? <ResetForm token={loaderData.token} /> : <RequestForm />}</div>
    </section>
  );
}

function useReply() {
  return useActionData<typeof action>() as { result?: LastResult; sent?: boolean } | undefined;
}

function RequestForm() {
  const reply = useReply();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(restoreInput, { id: 'restore', lastResult: reply?.result });
  if (reply?.sent) return <p role="status">{msg.restoreSent}</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" isClearable />
      <FormError errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Надіслати посилання
      </button>
    </Form>
  );
}

function ResetForm({ token }: { token: string }) {
  const reply = useReply();
  const navigation = useNavigation();
  useActionRedirect(() => {
    toast.success(msg.passwordChanged);
    broadcastAuth('login');
  });
  const [form, fields] = useSchemaForm(resetPasswordInput, {
    id: 'reset-password',
    lastResult: reply?.result,
    defaultValue: { token },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <FormError errors={form.errors} />
      <PasswordField meta={fields.password} label="Новий пароль" autoComplete="new-password" />
      <PasswordField meta={fields.password_confirmation} label="Повторіть пароль" autoComplete="new-password" />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        Зберегти пароль
      </button>
    </Form>
  );
}
