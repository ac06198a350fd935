import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '../ui/toast';
import { z } from 'zod';
import { changePasswordInput, emailField, profileInput } from '../../../common/account-rules';
import { maskedPhone } from '../../../common/checkout';
import { msg } from '../../../common/messages';
import { type ApiResult, api } from '../../lib/api';
import {
  type LastResult,
  PasswordField,
  PhoneField,
  resultFromFields,
  TextField,
  useSchemaForm,
  validValue,
} from '../forms/conform-fields';
import { phoneDigits } from '../ui/input';
import { SocialButtons, type SocialProvider } from './social-buttons';

interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  initials: string;
  confirmed: boolean;
}

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

/** A JSON form of the cabinet: Conform validation, the API's failures under the fields. */
function useCabinetForm<S extends z.ZodType>(
  schema: S,
  opts: {
    id: string;
    defaultValue?: Record<string, unknown>;
    send: (value: z.output<S>) => Promise<ApiResult<unknown>>;
  },
) {
  const [result, setResult] = useState<LastResult>();
  const [isBusy, setBusy] = useState(false);
  const [form, fields] = useSchemaForm(schema, {
    id: opts.id,
    lastResult: result,
    defaultValue: opts.defaultValue,
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      const value = validValue(schema, submission);
      if (!value) return;
      setBusy(true);
      const r = await opts.send(value);
      setBusy(false);
      setResult(r.ok ? undefined : resultFromFields(r.fields));
    },
  });
  return { form, fields, isBusy };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const revalidator = useRevalidator();
  const { form, fields, isBusy } = useCabinetForm(profileInput, {
    id: 'profile',
    defaultValue: { name: profile.name, phone: maskedPhone(profile.phone ?? '') },
    send: async (value) => {
      const r = await api.post<{ data: Profile }>('/api/clients/profile', { name: value.name, phone: value.phone });
      if (r.ok) {
        toast.success(msg.profileSaved);
        revalidator.revalidate();
      }
      return r;
    },
  });
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  return (
    <form {...getFormProps(form)} className="card flex flex-col gap-4" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold">
        Профіль
      </h2>
      <div className="flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="Аватар" width={56} height={56} className="h-14 w-14 rounded-full object-cover" />
        ) : (
          <span
            className={
              'flex h-14 w-14 items-center justify-center rounded-full bg-[var(--color-primary)] ' +
              'text-lg font-semibold text-white'
            }
          >
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
              const current = e.currentTarget.closest('form');
              if (!file || !current) return;
              const body = new FormData();
              body.set('name', String(new FormData(current).get('name') ?? ''));
              body.set('phone', phoneDigits(String(new FormData(current).get('phone') ?? '')));
              body.set('avatar', file);
              const r = await api.post<{ data: Profile }>('/api/clients/profile', body, { quiet: true });
              if (r.ok) {
                setAvatar(r.data.data.avatar);
                setAvatarError(undefined);
                revalidator.revalidate();
              } else setAvatarError(r.fields.avatar?.[0] ?? r.message ?? msg.attachmentFailure);
            }}
          />
        </label>
      </div>
      {avatarError ? <p className="field-error">{avatarError}</p> : null}
      <TextField meta={fields.name} label="Ім’я" isClearable />
      <PhoneField meta={fields.phone} />
      <button type="submit" className="btn-primary self-start" disabled={isBusy}>
        Зберегти
      </button>
    </form>
  );
}

const emailInput = z.object({ email: emailField });

function EmailState({ profile }: { profile: Profile }) {
  const { form, fields, isBusy } = useCabinetForm(emailInput, {
    id: 'email-change',
    defaultValue: { email: profile.email },
    send: async (value) => {
      const r = await api.post<{ message: string }>('/api/clients/email', value);
      if (r.ok) toast.success(r.data.message);
      return r;
    },
  });
  return (
    <form {...getFormProps(form)} className="card flex flex-col gap-4" aria-labelledby="email-heading">
      <h2 id="email-heading" className="text-lg font-semibold">
        E-mail
      </h2>
      <p data-testid="email-state" className={profile.confirmed ? 'text-green-700' : 'text-amber-700'}>
        {profile.confirmed ? 'E-mail підтверджено' : 'E-mail не підтверджено: перейдіть за посиланням з листа'}
      </p>
      <TextField meta={fields.email} label="E-mail" type="email" />
      <button type="submit" className="btn-secondary self-start" disabled={isBusy}>
        {profile.confirmed ? 'Змінити e-mail' : 'Надіслати лист ще раз'}
      </button>
    </form>
  );
}

function PasswordForm() {
  const { form, fields, isBusy } = useCabinetForm(changePasswordInput, {
    id: 'password-change',
    send: async (value) => {
      const r = await api.post('/api/clients/password', value);
      if (r.ok) {
        toast.success(msg.passwordChanged);
        form.reset();
      }
      return r;
    },
  });
  return (
    <form {...getFormProps(form)} className="card flex flex-col gap-4" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-lg font-semibold">
        Зміна пароля
      </h2>
      <PasswordField meta={fields.old_password} label="Поточний пароль" autoComplete="current-password" />
      <PasswordField meta={fields.password} label="Новий пароль" autoComplete="new-password" />
      <PasswordField meta={fields.password_confirmation} label="Повторіть пароль" autoComplete="new-password" />
      <button type="submit" className="btn-secondary self-start" disabled={isBusy}>
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
                const r = await api.delete<{ message: string }>(`/api/clients/social/${c.type}/remove`, {
                  quiet: true,
                });
                if (r.ok) {
                  toast.success(r.data.message);
                  revalidator.revalidate();
                } else toast.error(r.status ? r.message : msg.socialDisconnectFailure(nameOf(c.type)));
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
