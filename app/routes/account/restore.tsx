import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordInput, restoreInput } from '../../../common/account-rules';
import { msg } from '../../../common/messages';
import { Field, PasswordInput, TextInput } from '../../components/ui/input';
import { useAccountForm } from '../../components/auth/use-account-form';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/restore';

/** /restore: asks for the e-mail; /restore?token=… (from the letter) sets a new password. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const token = url.searchParams.get('token');
  return { frame, seo, token: token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null };
}

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

function RequestForm() {
  const form = useAccountForm(restoreInput, { email: '' });
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{msg.restoreSent}</p>;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.submit('/api/clients/restore');
        if (r.ok) setSent(true);
        else if (r.status !== 422) toast.error(r.message);
      }}
    >
      <Field label="E-mail" error={form.errors.email}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            type="email"
            autoComplete="email"
            isClearable
            value={form.values.email}
            invalid={Boolean(form.errors.email)}
            onValueChange={(v) => form.set('email', v)}
            onBlur={() => form.blur('email')}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary" disabled={form.isBusy}>
        Надіслати посилання
      </button>
    </form>
  );
}

function ResetForm({ token }: { token: string }) {
  const form = useAccountForm(resetPasswordInput, { token, password: '', password_confirmation: '' });
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.submit('/api/clients/restore/reset');
        if (r.ok) {
          toast.success(msg.passwordChanged);
          navigate('/profile');
          revalidator.revalidate();
        } else if (r.status !== 422 || form.errors.token) toast.error(r.message);
      }}
    >
      {form.errors.token ? <p className="field-error">{form.errors.token}</p> : null}
      {(['password', 'password_confirmation'] as const).map((field) => (
        <Field
          key={field}
          label={field === 'password' ? 'Новий пароль' : 'Повторіть пароль'}
          error={form.errors[field]}
        >
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              autoComplete="new-password"
              value={form.values[field]}
              invalid={Boolean(form.errors[field])}
              onValueChange={(v) => form.set(field, v)}
              onBlur={() => form.blur(field)}
            />
          )}
        </Field>
      ))}
      <button type="submit" className="btn-primary" disabled={form.isBusy}>
        Зберегти пароль
      </button>
    </form>
  );
}
