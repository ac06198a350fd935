import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/ui/link';
import { isNewsEditor } from '../../../common/news';
import { calculatorMarker } from '../../../common/tools/article-calculators';
import { calculatorFormSchema } from '../../../common/tools/calculator-form';
import { CalculatorFields, type Fields, kyivToday } from '../../components/tools/calculator-fields';
import { FormError, type LastResult, useSchemaForm } from '../../components/forms/conform-fields';
import { type CalculationView, CalculationResult } from '../../components/tools/calculation-view';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { pageNotFound, pageOf, retitle } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/calculator';

/** /calculators/{alias}: the form; the first result comes from the route action, JavaScript or not. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.context);
  const calculator = args.context.services.tools.calculators.page(args.params.alias);
  if (!calculator) pageNotFound(page.url.pathname);
  const { frame, seo } = retitle(page, calculator.title);
  // News writers get the marker that embeds this calculator in an article.
  const embedMarker = isNewsEditor(args.context.user) ? calculatorMarker(calculator.alias) : null;
  return { frame, seo, calculator, today: kyivToday(), embedMarker };
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

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { calculator, today, embedMarker } = loaderData;
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
        <CalculatorFields list={calculator.fields} fields={fields as unknown as Fields} today={today} />
        <FormError errors={form.errors} />
        <button type="submit" className="btn-primary self-start" disabled={navigation.state === 'submitting'}>
          Розрахувати
        </button>
      </Form>
      {reply?.calculation && <CalculationResult calculation={reply.calculation} />}
      {embedMarker && (
        <p className="mt-6 rounded-lg bg-slate-50 p-3 text-sm print:hidden" data-testid="embed-marker">
          Щоб показати цей калькулятор у новині, додайте в текст окремий абзац <code>{embedMarker}</code>
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link to="/calculators" className="text-[var(--color-primary)] hover:underline">
          Усі калькулятори
        </Link>
      </p>
    </article>
  );
}
