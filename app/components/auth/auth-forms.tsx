import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { loginInput, registerInput } from '../../../common/account-rules';
import { Field, PasswordInput, PhoneInput, phoneDigits, TextInput } from '../ui/input';
import { SocialButtons, type SocialProvider } from './social-buttons';
import { pushAuthEvent, useAccountForm } from './use-account-form';

interface FormProps {
  onSuccess: () => void;
  /** Where social login comes back to. */
  next: string;
  providers?: SocialProvider[];
}

export function LoginForm({ onSuccess, next, providers }: FormProps) {
  const form = useAccountForm<{ email: string; password: string; remember: boolean }>(loginInput, {
    email: '',
    password: '',
    remember: true,
  });
  const { values, errors } = form;
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await form.submit('/api/clients/login');
    if (!r.ok) {
      if (r.status !== 422) toast.error(r.message);
      return;
    }
    pushAuthEvent('login');
    onSuccess();
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Вхід">
      <Field label="E-mail" error={errors.email}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            type="email"
            autoComplete="email"
            isClearable
            value={values.email}
            invalid={Boolean(errors.email)}
            onValueChange={(v) => form.set('email', v)}
            onBlur={() => form.blur('email')}
          />
        )}
      </Field>
      <Field label="Пароль" error={errors.password}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            autoComplete="current-password"
            value={values.password}
            invalid={Boolean(errors.password)}
            onValueChange={(v) => form.set('password', v)}
            onBlur={() => form.blur('password')}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.remember} onChange={(e) => form.set('remember', e.target.checked)} />
        Запам’ятати мене
      </label>
      <button type="submit" className="btn-primary" disabled={form.isBusy}>
        Увійти
      </button>
      <Link to="/restore" className="text-center text-sm text-[var(--color-primary)] underline">
        Забули пароль?
      </Link>
      <SocialButtons providers={providers} previousUrl={next} />
    </form>
  );
}

export function SignupForm({ onSuccess, next, providers }: FormProps) {
  const form = useAccountForm(registerInput, {
    email: '',
    name: '',
    phone: '',
    password: '',
    password_confirmation: '',
  });
  const [isAgreed, setAgreed] = useState(true);
  const { values, errors } = form;
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await form.submit('/api/clients/campaign/registration', {
      ...values,
      phone: phoneDigits(values.phone),
      eventLabel: 'reg',
    });
    if (!r.ok) {
      if (r.status === 429) toast.error('Забагато спроб, спробуйте через декілька хв.');
      else if (r.status !== 422) toast.error(r.message);
      return;
    }
    pushAuthEvent('signup');
    onSuccess();
  };
  const text = (field: 'email' | 'name', label: string, type: string, autoComplete: string) => (
    <Field label={label} error={errors[field]}>
      {({ id, describedBy }) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          type={type}
          autoComplete={autoComplete}
          isClearable
          value={values[field]}
          invalid={Boolean(errors[field])}
          onValueChange={(v) => form.set(field, v)}
          onBlur={() => form.blur(field)}
        />
      )}
    </Field>
  );
  const password = (field: 'password' | 'password_confirmation', label: string) => (
    <Field label={label} error={errors[field]}>
      {({ id, describedBy }) => (
        <PasswordInput
          id={id}
          aria-describedby={describedBy}
          autoComplete="new-password"
          value={values[field]}
          invalid={Boolean(errors[field])}
          onValueChange={(v) => form.set(field, v)}
          onBlur={() => form.blur(field)}
        />
      )}
    </Field>
  );
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Реєстрація">
      {text('email', 'E-mail', 'email', 'email')}
      {text('name', 'Ім’я', 'text', 'name')}
      <Field label="Телефон" error={errors.phone}>
        {({ id, describedBy }) => (
          <PhoneInput
            id={id}
            aria-describedby={describedBy}
            value={values.phone}
            invalid={Boolean(errors.phone)}
            onValueChange={(v) => form.set('phone', v)}
            onBlur={() => form.blur('phone')}
          />
        )}
      </Field>
      {password('password', 'Пароль')}
      {password('password_confirmation', 'Повторіть пароль')}
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
      <button type="submit" className="btn-primary" disabled={!isAgreed || form.isBusy}>
        Зареєструватися
      </button>
      <SocialButtons providers={providers} previousUrl={next} />
    </form>
  );
}
