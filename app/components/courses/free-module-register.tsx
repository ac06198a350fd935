import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { registerInput } from '../../../common/account-rules';
import { FREE_MODULE_CAMPAIGN } from '../../../common/courses';
import {
  FormError,
  PasswordField,
  PhoneField,
  resultFromFields,
  TextField,
  type LastResult,
  useSchemaForm,
  validValue,
} from '../forms/conform-fields';
import { Modal } from '../ui/modal';
import { api } from '../../lib/api';

/**
 * «Free module register»: a guest on a mini-course signs up through the campaign (name, e-mail,
 * phone, password) and stays on the page, where the first module now plays; the rest stays locked.
 */
export function FreeModuleRegister() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<LastResult>();
  const [isBusy, setBusy] = useState(false);
  const [form, fields] = useSchemaForm(registerInput, {
    id: 'free-module-register',
    lastResult: result,
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      const value = validValue(registerInput, submission);
      if (!value) return;
      setBusy(true);
      const r = await api.post(`/api/clients/campaign/${FREE_MODULE_CAMPAIGN}`, value);
      setBusy(false);
      if (!r.ok) return setResult(resultFromFields(r.fields));
      setOpen(false);
      // The new session cookie is set: the page's data now carries the first module's player.
      window.location.reload();
    },
  });
  return (
    <aside aria-label="Перший модуль безкоштовно" className="card mx-auto my-4 flex max-w-3xl flex-col gap-2">
      <p>Перший модуль мінікурсу можна переглянути безкоштовно після реєстрації.</p>
      <button type="button" className="btn-primary self-start" onClick={() => setOpen(true)}>
        Переглянути перший модуль безкоштовно
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Реєстрація для перегляду першого модуля">
        <form {...getFormProps(form)} className="flex flex-col gap-3 text-left">
          <TextField meta={fields.name} label="Ім’я" autoComplete="name" />
          <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
          <PhoneField meta={fields.phone} />
          <PasswordField meta={fields.password} label="Пароль" autoComplete="new-password" />
          <PasswordField meta={fields.password_confirmation} label="Повторіть пароль" autoComplete="new-password" />
          <FormError errors={form.errors} />
          <button type="submit" className="btn-primary" disabled={isBusy}>
            Зареєструватися і дивитися
          </button>
        </form>
      </Modal>
    </aside>
  );
}
