import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { changePasswordInput, emailField, profileInput } from '../../../common/account-rules';
import { msg } from '../../../common/messages';
import { z } from 'zod';
import { Field, PasswordInput, PhoneInput, phoneDigits, TextInput } from '../ui/input';
import { SocialButtons, type SocialProvider } from './social-buttons';
import { useAccountForm } from './use-account-form';

interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  initials: string;
  confirmed: boolean;
}

/** "380671234567" → "+38 (067) 123-45-67" for the masked input. */
const masked = (digits: string | null) =>
  digits && digits.length === 12
    ? `+38 (${digits.slice(2, 5)}) ${digits.slice(5, 8)}-${digits.slice(8, 10)}-${digits.slice(10)}`
    : '';

export function ProfileDashboard({
  profile,
  connected,
  providers,
}: {
  profile: Profile;
  connected: { type: string; first_login: boolean }[];
  providers: SocialProvider[];
}) {
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      <ProfileForm profile={profile} />
      <EmailState profile={profile} />
      <PasswordForm />
      <SocialAccounts connected={connected} providers={providers} />
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const form = useAccountForm(profileInput, { name: profile.name, phone: masked(profile.phone) });
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const revalidator = useRevalidator();
  return (
    <form
      className="card flex flex-col gap-4"
      aria-labelledby="profile-heading"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.submit<{ data: Profile }>('/api/clients/profile', {
          name: form.values.name,
          phone: phoneDigits(form.values.phone),
        });
        if (r.ok) {
          toast.success(msg.profileSaved);
          revalidator.revalidate();
        } else if (r.status !== 422) toast.error(r.message);
      }}
    >
      <h2 id="profile-heading" className="text-lg font-semibold">
        Профіль
      </h2>
      <div className="flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="Аватар" width={56} height={56} className="h-14 w-14 rounded-full object-cover" />
        ) : (
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-[var(--color-primary)] text-lg font-semibold text-white">
            {profile.initials || '•'}
          </span>
        )}
        <label className="btn-secondary cursor-pointer">
          Змінити фото
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const body = new FormData();
              body.set('name', form.values.name);
              body.set('phone', phoneDigits(form.values.phone));
              body.set('avatar', file);
              const res = await fetch('/api/clients/profile', { method: 'POST', body });
              const data = await res.json().catch(() => ({}));
              if (res.ok) {
                setAvatar(data.data.avatar);
                setAvatarError(undefined);
                revalidator.revalidate();
              } else setAvatarError(data.errors?.avatar?.[0] ?? data.message ?? msg.attachmentFailure);
            }}
          />
        </label>
      </div>
      {avatarError ? <p className="field-error">{avatarError}</p> : null}
      <Field label="Ім’я" error={form.errors.name}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            isClearable
            value={form.values.name}
            invalid={Boolean(form.errors.name)}
            onValueChange={(v) => form.set('name', v)}
            onBlur={() => form.blur('name')}
          />
        )}
      </Field>
      <Field label="Телефон" error={form.errors.phone}>
        {({ id, describedBy }) => (
          <PhoneInput
            id={id}
            aria-describedby={describedBy}
            value={form.values.phone}
            invalid={Boolean(form.errors.phone)}
            onValueChange={(v) => form.set('phone', v)}
            onBlur={() => form.blur('phone')}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary self-start" disabled={form.isBusy}>
        Зберегти
      </button>
    </form>
  );
}

function EmailState({ profile }: { profile: Profile }) {
  const form = useAccountForm(z.object({ email: emailField }), { email: profile.email });
  return (
    <form
      className="card flex flex-col gap-4"
      aria-labelledby="email-heading"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.submit<{ message: string }>('/api/clients/email');
        if (r.ok) toast.success(r.data.message);
        else if (r.status !== 422) toast.error(r.message);
      }}
    >
      <h2 id="email-heading" className="text-lg font-semibold">
        E-mail
      </h2>
      <p data-testid="email-state" className={profile.confirmed ? 'text-green-700' : 'text-amber-700'}>
        {profile.confirmed ? 'E-mail підтверджено' : 'E-mail не підтверджено: перейдіть за посиланням з листа'}
      </p>
      <Field label="E-mail" error={form.errors.email}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            type="email"
            value={form.values.email}
            invalid={Boolean(form.errors.email)}
            onValueChange={(v) => form.set('email', v)}
            onBlur={() => form.blur('email')}
          />
        )}
      </Field>
      <button type="submit" className="btn-secondary self-start" disabled={form.isBusy}>
        {profile.confirmed ? 'Змінити e-mail' : 'Надіслати лист ще раз'}
      </button>
    </form>
  );
}

function PasswordForm() {
  const form = useAccountForm(changePasswordInput, { old_password: '', password: '', password_confirmation: '' });
  const fields = [
    ['old_password', 'Поточний пароль', 'current-password'],
    ['password', 'Новий пароль', 'new-password'],
    ['password_confirmation', 'Повторіть пароль', 'new-password'],
  ] as const;
  return (
    <form
      className="card flex flex-col gap-4"
      aria-labelledby="password-heading"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.submit('/api/clients/password');
        if (r.ok) toast.success(msg.passwordChanged);
        else if (r.status !== 422) toast.error(r.message);
      }}
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        Зміна пароля
      </h2>
      {fields.map(([field, label, auto]) => (
        <Field key={field} label={label} error={form.errors[field]}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              autoComplete={auto}
              value={form.values[field]}
              invalid={Boolean(form.errors[field])}
              onValueChange={(v) => form.set(field, v)}
              onBlur={() => form.blur(field)}
            />
          )}
        </Field>
      ))}
      <button type="submit" className="btn-secondary self-start" disabled={form.isBusy}>
        Змінити пароль
      </button>
    </form>
  );
}

function SocialAccounts({
  connected,
  providers,
}: {
  connected: { type: string; first_login: boolean }[];
  providers: SocialProvider[];
}) {
  const revalidator = useRevalidator();
  if (!providers.length && !connected.length) return null;
  const nameOf = (type: string) => providers.find((p) => p.type === type)?.name ?? type;
  return (
    <section className="card" aria-labelledby="social-heading">
      <h2 id="social-heading" className="text-lg font-semibold">
        Соціальні мережі
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {connected.map((c) => (
          <li key={c.type} className="flex items-center justify-between gap-2">
            <span>{nameOf(c.type)} підключено</span>
            <button
              type="button"
              className="btn-ghost"
              onClick={async () => {
                const res = await fetch(`/api/clients/social/${c.type}/remove`, { method: 'DELETE' });
                const data = await res.json().catch(() => ({}));
                if (res.ok) {
                  toast.success(data.message);
                  revalidator.revalidate();
                } else toast.error(data.message ?? msg.socialDisconnectFailure(nameOf(c.type)));
              }}
            >
              Відключити
            </button>
          </li>
        ))}
      </ul>
      <SocialButtons
        providers={providers.filter((p) => !connected.some((c) => c.type === p.type))}
        previousUrl={typeof window === 'undefined' ? '/profile' : window.location.pathname}
      />
    </section>
  );
}
