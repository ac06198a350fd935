import { getFormProps } from '@conform-to/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';
import { Link } from '../ui/link';
import { loginInput, registerInput } from '../../../common/account-rules';
import { api } from '../../lib/api';
import {
  FormError,
  type LastResult,
  PasswordField,
  PhoneField,
  resultFromFields,
  TextField,
  useSchemaForm,
  validValue,
} from '../forms/conform-fields';
import { pushAuthEvent } from './auth-sync';
import { SocialButtons, type SocialProvider } from './social-buttons';

interface FormProps {
  onSuccess: () => void;
  /** Where social login comes back to; on a page, where the action sends the signed-in user. */
  next: string;
  providers?: SocialProvider[];
  /**
   * 'page': the form posts to its page's route action (works before JavaScript loads);
   * 'modal': the same form talks to the JSON API (the modal has no page of its own).
   */
  mode: 'page' | 'modal';
}

type Reply = { result?: LastResult } | undefined;

/**
 * Runs `onDone` once when this page's form submission ends in a redirect (the action succeeded):
 * the page is left, so this is the moment for analytics and telling other tabs.
 */
export function useActionRedirect(onDone: () => void): void {
  const navigation = useNavigation();
  const location = useLocation();
  const isRedirecting =
    navigation.state === 'loading' &&
    navigation.formMethod !== undefined &&
    navigation.location.pathname !== location.pathname;
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (isRedirecting) done.current();
  }, [isRedirecting]);
}

/** The page's `<Form>` (route action) or a plain `<form>` whose submit goes to the JSON API. */
function AuthFormShell({
  mode,
  formProps,
  label,
  children,
}: {
  mode: FormProps['mode'];
  formProps: ReturnType<typeof getFormProps>;
  label: string;
  children: ReactNode;
}) {
  const className = 'flex flex-col gap-4';
  if (mode === 'page') {
    return (
      <Form method="post" {...formProps} className={className} aria-label={label}>
        {children}
      </Form>
    );
  }
  return (
    <form {...formProps} className={className} aria-label={label}>
      {children}
    </form>
  );
}

export function LoginForm({ onSuccess, next, providers, mode }: FormProps) {
  const reply = useActionData() as Reply;
  const [apiResult, setApiResult] = useState<Reply>();
  const [isBusy, setBusy] = useState(false);
  const navigation = useNavigation();
  useActionRedirect(() => {
    if (mode !== 'page') return;
    pushAuthEvent('login');
    onSuccess();
  });
  const [form, fields] = useSchemaForm(loginInput, {
    id: `login-${mode}`,
    lastResult: mode === 'page' ? reply?.result : apiResult?.result,
    defaultValue: { remember: 'on' },
    onSubmit: async (event, { submission }) => {
      if (mode === 'page') return;
      event.preventDefault();
      const value = validValue(loginInput, submission);
      if (!value) return;
      setBusy(true);
      const r = await api.post('/api/clients/login', value);
      setBusy(false);
      if (!r.ok) return setApiResult({ result: resultFromFields(r.fields) });
      pushAuthEvent('login');
      onSuccess();
    },
  });
  return (
    <AuthFormShell mode={mode} formProps={getFormProps(form)} label="Вхід">
      <input type="hidden" name="next" value={next} />
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" isClearable />
      <PasswordField meta={fields.password} label="Пароль" autoComplete="current-password" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="remember" defaultChecked />
        Запам’ятати мене
      </label>
      <FormError errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={isBusy || navigation.state === 'submitting'}>
        Увійти
      </button>
      <Link to="/restore" className="text-center text-sm text-[var(--color-primary)] underline">
        Забули пароль?
      </Link>
      <SocialButtons providers={providers} previousUrl={next} />
    </AuthFormShell>
  );
}

export function SignupForm({ onSuccess, next, providers, mode }: FormProps) {
  const reply = useActionData() as Reply;
  const [apiResult, setApiResult] = useState<Reply>();
  const [isBusy, setBusy] = useState(false);
  const [isAgreed, setAgreed] = useState(true);
  const navigation = useNavigation();
  useActionRedirect(() => {
    if (mode !== 'page') return;
    pushAuthEvent('signup');
    onSuccess();
  });
  const [form, fields] = useSchemaForm(registerInput, {
    id: `signup-${mode}`,
    lastResult: mode === 'page' ? reply?.result : apiResult?.result,
    onSubmit: async (event, { submission }) => {
      if (mode === 'page') return;
      event.preventDefault();
      const value = validValue(registerInput, submission);
      if (!value) return;
      setBusy(true);
      const r = await api.post('/api/clients/campaign/registration', { ...value, eventLabel: 'reg' });
      setBusy(false);
      if (!r.ok) return setApiResult({ result: resultFromFields(r.fields) });
      pushAuthEvent('signup', (r.data as { client_id?: number } | null)?.client_id);
      onSuccess();
    },
  });
  return (
    <AuthFormShell mode={mode} formProps={getFormProps(form)} label="Реєстрація">
      <input type="hidden" name="next" value={next} />
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
      <button type="submit" className="btn-primary" disabled={!isAgreed || isBusy || navigation.state === 'submitting'}>
        Зареєструватися
      </button>
      <SocialButtons providers={providers} previousUrl={next} />
    </AuthFormShell>
  );
}
