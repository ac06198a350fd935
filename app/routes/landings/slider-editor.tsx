import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { data } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import { promotionPlacements } from '../../../common/analytics';
import { isPagesEditor } from '../../../common/page-blocks';
import { siteThemes } from '../../../common/records-editor';
import {
  fromKyivInput,
  isSliderId,
  type SliderId,
  sliderIds,
  sliderMessages,
  sliderTitles,
  toKyivInput,
} from '../../../common/slider';
import { sliderForm } from '../../../common/slider-input';
import {
  FormError,
  type LastResult,
  resultFromFields,
  TextField,
  useSchemaForm,
  validValue,
} from '../../components/forms/conform-fields';
import { CheckGroup, CheckField, SelectField, saveJson } from '../../components/staff/staff-parts';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/slider-editor';

/** /slider/editor?slider=home|news (events editors): the slides of one slider as a list of rows. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const user = requireUser(args.context);
  if (!isPagesEditor(user)) throw data({ message: 'Редактор слайдерів доступний лише редакторам' }, { status: 403 });
  const raw = url.searchParams.get('slider') ?? 'home';
  const slider: SliderId = isSliderId(raw) ? raw : 'home';
  return { frame, seo, slider, slides: await args.context.services.slider.staffSlides(slider) };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  ...seoMeta(d?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

type Loaded = Route.ComponentProps['loaderData'];
const placements = promotionPlacements.map((p) => ({ id: p, title: p }));
const blankSlide = {
  title: '',
  text: '',
  link: '/',
  button: 'Детальніше',
  placement: 'main_page_banner',
  starts_at: '',
  ends_at: '',
  themes: ['hr', 'accounting'],
  is_published: true,
};
/** The API's `slides.0.title` as Conform's `slides[0].title`. */
const formFields = (fields: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), v]));

function SliderForm({ slider, slides }: { slider: SliderId; slides: Loaded['slides'] }) {
  const [result, setResult] = useState<LastResult>();
  const [isSaving, setSaving] = useState(false);
  const save = async (v: NonNullable<ReturnType<typeof validValue<typeof sliderForm>>>) => {
    setSaving(true);
    const r = await saveJson('put', `/api/staff/slider/${slider}`, {
      slides: (v.slides ?? []).map((s) => ({
        ...s,
        text: s.text ?? '',
        starts_at: fromKyivInput(s.starts_at),
        ends_at: fromKyivInput(s.ends_at),
        is_published: Boolean(s.is_published),
      })),
    });
    setSaving(false);
    if (r.ok) {
      setResult(undefined);
      toast.success(sliderMessages.saved);
      return;
    }
    setResult(resultFromFields(formFields(r.fields), r.message));
    if (!Object.keys(r.fields).length) toast.error(r.message);
  };
  const [form, fields] = useSchemaForm(sliderForm, {
    id: `slider-form-${slider}`,
    lastResult: result,
    defaultValue: {
      slides: slides.map((s) => ({
        ...s,
        starts_at: toKyivInput(s.starts_at),
        ends_at: toKyivInput(s.ends_at),
      })),
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const value = validValue(sliderForm, submission);
      if (value) void save(value);
    },
  });
  const rows = fields.slides.getFieldList();
  return (
    <form {...getFormProps(form)} className="flex flex-col gap-4" aria-label={`Слайди: ${sliderTitles[slider]}`}>
      {rows.map((row, index) => {
        const f = row.getFieldset();
        const initial = row.initialValue as Partial<typeof blankSlide> | undefined;
        const n = index + 1;
        return (
          <fieldset key={row.key} className="card flex flex-col gap-2" data-testid="slide-row">
            <legend className="font-semibold">Слайд {n}</legend>
            <TextField meta={f.title} label={`Слайд ${n}: заголовок`} maxLength={120} />
            <TextField meta={f.text} label={`Слайд ${n}: текст`} maxLength={300} />
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField meta={f.link} label={`Слайд ${n}: посилання`} maxLength={500} />
              <TextField meta={f.button} label={`Слайд ${n}: напис на кнопці`} maxLength={40} />
              <TextField meta={f.starts_at} label={`Слайд ${n}: показувати з`} type="datetime-local" />
              <TextField meta={f.ends_at} label={`Слайд ${n}: показувати до`} type="datetime-local" />
            </div>
            <SelectField
              meta={f.placement}
              label={`Слайд ${n}: місце показу (аналітика)`}
              items={placements}
              initial={initial?.placement ?? 'main_page_banner'}
            />
            <CheckGroup meta={f.themes} legend="Теми сайту" items={siteThemes} initial={initial?.themes ?? []} />
            <CheckField name={f.is_published.name} label="Опубліковано" initial={initial?.is_published ?? true} />
            <div className="flex flex-wrap gap-2">
              <button
                {...form.reorder.getButtonProps({ name: fields.slides.name, from: index, to: index - 1 })}
                className="btn-ghost"
                disabled={index === 0}
              >
                Вище: слайд {n}
              </button>
              <button
                {...form.reorder.getButtonProps({ name: fields.slides.name, from: index, to: index + 1 })}
                className="btn-ghost"
                disabled={index === rows.length - 1}
              >
                Нижче: слайд {n}
              </button>
              <button {...form.remove.getButtonProps({ name: fields.slides.name, index })} className="btn-ghost">
                Видалити слайд {n}
              </button>
            </div>
          </fieldset>
        );
      })}
      {fields.slides.errors?.[0] ? (
        <p className="field-error" role="alert">
          {fields.slides.errors[0]}
        </p>
      ) : null}
      <button
        {...form.insert.getButtonProps({ name: fields.slides.name, defaultValue: blankSlide })}
        className="btn-secondary self-start"
      >
        Додати слайд
      </button>
      <FormError errors={form.errors} />
      <button type="submit" className="btn-primary self-start" disabled={isSaving}>
        {isSaving ? 'Збереження…' : 'Зберегти слайди'}
      </button>
    </form>
  );
}

export default function SliderEditor({ loaderData }: Route.ComponentProps) {
  const { slider, slides } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        Редактор слайдерів
      </h1>
      <nav aria-label="Слайдери" className="flex flex-wrap gap-2">
        {sliderIds.map((id) => (
          <Link
            key={id}
            to={`/slider/editor?slider=${id}`}
            className={id === slider ? 'btn-primary' : 'btn-secondary'}
            aria-current={id === slider ? 'page' : undefined}
            reloadDocument
          >
            {sliderTitles[id]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-600">
        Слайди показуються в заданому порядку між датами показу (час — київський). Порожні дати — без обмежень.
      </p>
      <SliderForm key={slider} slider={slider} slides={slides} />
    </section>
  );
}
