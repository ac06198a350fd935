import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { Link } from '../ui/link';
import { CALCULATOR_INFO } from '../../../common/tools/calculator-catalog';
import { calculatorFormSchema } from '../../../common/tools/calculator-form';
import { calculatorByAlias } from '../../../common/tools/calculators';
import { api } from '../../lib/api';
import { FormError, type LastResult, resultFromFields, useSchemaForm, validValue } from '../forms/conform-fields';
import { type CalculationView, CalculationResult } from './calculation-view';
import { CalculatorFields, type Fields, kyivToday } from './calculator-fields';

/**
 * A calculator inside an article. The server renders its form with the defaults (the first state); without
 * JavaScript the form posts to the calculator's page, which answers with the result; with JavaScript the
 * result appears in the article, from the same API the calculator page uses. The article's scripts do not
 * carry it: `ArticleCalculatorSlot` loads this module after hydration (ADR 041).
 */
export function ArticleCalculator({ alias, prefix }: { alias: string; prefix: string }) {
  const calculator = calculatorByAlias(alias);
  const schema = calculatorFormSchema(alias);
  const [lastResult, setLastResult] = useState<LastResult>(undefined);
  const [calculation, setCalculation] = useState<CalculationView | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [form, fields] = useSchemaForm(schema as NonNullable<typeof schema>, {
    id: prefix,
    lastResult,
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      const value = validValue(schema as NonNullable<typeof schema>, submission);
      if (!value) return;
      setBusy(true);
      const r = await api.post<{ data: CalculationView }>(`/api/calculators/${alias}`, value);
      setBusy(false);
      if (!r.ok) return setLastResult(resultFromFields(r.fields, r.message));
      setLastResult(undefined);
      setCalculation(r.data.data);
    },
  });
  if (!calculator || !schema) return null;
  const info = CALCULATOR_INFO[alias];
  return (
    <section
      aria-labelledby={`${prefix}-title`}
      className="my-6 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="article-calculator"
      data-calculator={alias}
    >
      <h2 id={`${prefix}-title`} className="mt-0 text-lg font-semibold">
        Калькулятор: {calculator.title}
      </h2>
      {info?.description && <p className="my-1 text-sm text-slate-600">{info.description}</p>}
      <form
        method="post"
        action={`/calculators/${alias}`}
        {...getFormProps(form)}
        className="mt-3 flex flex-col gap-4 print:hidden"
      >
        <CalculatorFields
          list={info?.fields ?? []}
          fields={fields as unknown as Fields}
          today={kyivToday()}
          idPrefix={prefix}
        />
        <FormError errors={form.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={isBusy}>
            Розрахувати
          </button>
          <Link to={`/calculators/${alias}`} className="text-sm">
            Відкрити на окремій сторінці
          </Link>
        </div>
      </form>
      {calculation && <CalculationResult calculation={calculation} />}
    </section>
  );
}
