import { useState } from 'react';
import { Link } from '../components/ui/link';
import { toast } from '../components/ui/toast';
import { Chips } from '../components/ui/chips';
import { Field, PasswordInput, PhoneInput, TextInput, Textarea } from '../components/ui/input';
import { Modal } from '../components/ui/modal';
import { Tabs } from '../components/ui/tabs';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import type { Route } from './+types/kit';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(data?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

/** Every UI primitive on one page, for designers and for browser tests. */
export default function Kit() {
  const [text, setText] = useState('Текст для очищення');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [tab, setTab] = useState('login');
  const [isModalOpen, setModalOpen] = useState(false);
  const [closedBy, setClosedBy] = useState('auto');
  const [chips, setChips] = useState([
    { id: 'vidpustky', label: 'Відпустки' },
    { id: 'zvilnennia', label: 'Звільнення' },
  ]);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">UI kit</h1>
      <section className="flex flex-wrap gap-3" aria-label="Кнопки">
        <button type="button" className="btn-primary">
          Основна
        </button>
        <button type="button" className="btn-secondary">
          Другорядна
        </button>
        <button type="button" className="btn-ghost">
          Прозора
        </button>
        <button type="button" className="btn-primary" disabled>
          Недоступна
        </button>
      </section>
      <section className="grid gap-4 sm:grid-cols-2" aria-label="Поля">
        <Field label="Текстове поле з очищенням">
          {({ id }) => <TextInput id={id} value={text} onValueChange={setText} isClearable />}
        </Field>
        <Field label="Пароль">
          {({ id }) => <PasswordInput id={id} value={password} onValueChange={setPassword} />}
        </Field>
        <Field label="Телефон" error={phone?.includes('_') ? 'Введіть номер повністю' : undefined}>
          {({ id, describedBy }) => (
            <PhoneInput id={id} aria-describedby={describedBy} value={phone} onValueChange={setPhone} />
          )}
        </Field>
        <Field label="Коментар (до 200 символів)">
          {({ id }) => <Textarea id={id} value={note} onValueChange={setNote} maxLength={200} />}
        </Field>
      </section>
      <section aria-label="Чипи">
        <Chips items={chips} onRemove={(id) => setChips((c) => c.filter((x) => x.id !== id))} />
      </section>
      <section aria-label="Вкладки" className="max-w-md">
        <Tabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: 'login', label: 'Вхід', content: <p>Вміст вкладки «Вхід».</p> },
            { value: 'signup', label: 'Реєстрація', content: <p>Вміст вкладки «Реєстрація».</p> },
          ]}
        />
      </section>
      <section className="flex flex-wrap items-center gap-3" aria-label="Сповіщення і вікна">
        <button type="button" className="btn-secondary" onClick={() => toast.info('Інформаційне сповіщення')}>
          Інфо
        </button>
        <button type="button" className="btn-secondary" onClick={() => toast.success('Збережено')}>
          Успіх
        </button>
        <button type="button" className="btn-secondary" onClick={() => toast.warning('Зверніть увагу')}>
          Попередження
        </button>
        <button type="button" className="btn-secondary" onClick={() => toast.error('Сталася помилка')}>
          Помилка
        </button>
        <button type="button" className="btn-primary" onClick={() => setModalOpen(true)}>
          Відкрити вікно
        </button>
        <span className="text-sm text-slate-500" data-testid="modal-closed-by">
          Закрито: {closedBy}
        </span>
      </section>
      <Modal open={isModalOpen} onOpenChange={setModalOpen} title="Приклад вікна" onClosedBy={setClosedBy}>
        <p className="text-slate-700">
          Вікно закривається клавішею Escape, натисканням на тло, посиланням усередині або кнопкою «Закрити».
        </p>
        <Link to="/about" className="mt-4 inline-block text-[var(--color-primary)] underline">
          Про нас
        </Link>
      </Modal>
      <div className="h-[120vh] rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        Довгий блок, щоб перевірити блокування прокручування.
      </div>
    </div>
  );
}
