import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { CalculatorField } from '../../../common/tools/calculator-catalog';
import { calculatorFormSchema, PERIOD_ROWS } from '../../../common/tools/calculator-form';
import { FormError, type LastResult, useSchemaForm } from '../../components/forms/conform-fields';
import { type CalculationView, CalculationResult } from '../../components/tools/calculation-view';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageNotFound, pageOf, retitle } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/calculator';

function kyivToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
}

/** /calculators/{alias}: the form; the first result comes from the route action, JavaScript or not. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.context);
  const calculator = args.context.services.tools.calculators.page(args.params.alias);
  if (!calculator) pageNotFound(page.url.pathname);
  const { frame, seo } = retitle(page, calculator.title);
  return { frame, seo, calculator, today: kyivToday() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const schema = calculatorFormSchema(params.alias);
  if (!schema) throw data({ message: 'Такого калькулятора немає', error: 'not_found' }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data({ result: submission.reply(), calculation: null }, { status: 422 });
  try {
    const calculation = context.services.tools.calculators.run(params.alias, submission.value);
    return { result: submission.reply(), calculation };
  } catch (err) {
    return failedReply(submission, formFailure(err), [], { calculation: null });
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type Fields = Record<string, { name: string; errors?: string[]; initialValue?: unknown }>;

function errorOf(fields: Fields, name: string): string | undefined {
  return fields[name]?.errors?.[0];
}

function initial(fields: Fields, field: CalculatorField, today: string): string {
  const v = fields[field.name]?.initialValue;
  if (typeof v === 'string') return v;
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'date' && field.hint) return today;
  if (field.kind === 'month') return today.slice(0, 7);
  return '';
}

function FieldInput({ field, fields, today }: { field: CalculatorField; fields: Fields; today: string }) {
  const id = `calc-${field.name}`;
  const error = errorOf(fields, field.name);
  const describedBy = [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  if (field.kind === 'checkbox') {
    const value = fields[field.name]?.initialValue;
    const checked = value === undefined ? field.defaultValue === 'on' : value === 'on';
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" {...common} defaultChecked={checked} className="size-4" />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }
  const value = initial(fields, field, today);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select {...common} defaultValue={value} className="input">
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className="input"
          defaultValue={value}
          type={field.kind === 'date' ? 'date' : field.kind === 'month' ? 'month' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          placeholder={field.kind === 'month' ? 'РРРР-ММ' : undefined}
        />
      )}
      {field.hint && (
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {field.hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function PeriodsInput({ fields }: { fields: Fields }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Періоди роботи</legend>
      {errorOf(fields, 'periods') && <span className="field-error">{errorOf(fields, 'periods')}</span>}
      {Array.from({ length: PERIOD_ROWS }, (_, i) => (
        <div key={i} className="grid grid-cols-2 gap-2">
          {(['from', 'to'] as const).map((end) => {
            const name = `periods[${i}].${end}`;
            const id = `calc-periods-${i}-${end}`;
            const error = errorOf(fields, name);
            return (
              <div key={end} className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm">
                  {end === 'from' ? `Період ${i + 1}: з` : 'по'}
                </label>
                <input
                  id={id}
                  name={name}
                  type="date"
                  className="input"
                  aria-invalid={error ? true : undefined}
                  defaultValue={(fields[name]?.initialValue as string) ?? ''}
                />
                {error && <span className="field-error">{error}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { calculator, today } = loaderData;
  const reply = useActionData<typeof action>() as
    | { result?: LastResult; calculation: CalculationView | null }
    | undefined;
  const navigation = useNavigation();
  const schema = calculatorFormSchema(calculator.alias);
  const [form, fields] = useSchemaForm(schema as NonNullable<typeof schema>, {
    id: `calculator-${calculator.alias}`,
    lastResult: reply?.result,
  });
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {calculator.title}
      </h1>
      <p className="mt-2 text-slate-600">{calculator.description}</p>
      <Form method="post" {...getFormProps(form)} className="card mt-6 flex flex-col gap-4 print:hidden">
        {calculator.fields.map((f) =>
          f.kind === 'periods' ? (
            <PeriodsInput key={f.name} fields={fields as unknown as Fields} />
          ) : (
            <FieldInput key={f.name} field={f} fields={fields as unknown as Fields} today={today} />
          ),
        )}
        <FormError errors={form.errors} />
        <button type="submit" className="btn-primary self-start" disabled={navigation.state === 'submitting'}>
          Розрахувати
        </button>
      </Form>
      {reply?.calculation && <CalculationResult calculation={reply.calculation} />}
      <p className="mt-6 text-sm">
        <Link to="/calculators" className="text-[var(--color-primary)] hover:underline">
          Усі калькулятори
        </Link>
      </p>
    </article>
  );
}
