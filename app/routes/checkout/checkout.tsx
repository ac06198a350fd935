import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { Link } from '../../components/ui/link';
import { buildCheckoutEvent, buildCheckoutItem } from '../../../common/analytics';
import { checkoutInput, maskedPhone } from '../../../common/checkout';
import { COURSE_PLAN_CODE, courseOrderTitle } from '../../../common/courses';
import { loginUrl, stripUtm } from '../../../common/navigation';
import { formatUah } from '../../../common/subscription-rules';
import { pushDataLayer } from '../../components/subscriptions/data-layer';
import { type LastResult, PhoneField, TextField, useSchemaForm } from '../../components/forms/conform-fields';
import { assertSameOrigin, failedReply, formFailure } from '../../lib/action.server';
import { invalidRoute, pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { utmOfRequest } from '../../lib/utm.server';
import type { Route } from './+types/checkout';

/** /checkout/{product}/{plan?}: plan choice, buyer details, legal-entity invoice, then the provider's form. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services, user } = args.context;
  const packages = await services.subscriptions.packages();
  // A course or paid webinar sells through the same checkout with its one «plan» (ADR 040).
  const course = packages.some((p) => p.code === args.params.product)
    ? null
    : await services.courses.product(args.params.product);
  const pkg = course ? courseAsPackage(course) : packages.find((p) => p.code === args.params.product);
  if (!pkg || (args.params.plan && !pkg.plans.some((p) => p.code === args.params.plan))) invalidRoute(url.pathname);
  const plan = args.params.plan ?? pkg.plans.find((p) => p.code === '12m')?.code ?? pkg.plans[0]?.code;
  return {
    frame: {
      ...frame,
      title: course ? `Оплата: ${courseOrderTitle(course.kind, course.title)}` : `Оформлення передплати «${pkg.title}»`,
    },
    seo,
    pkg,
    plan,
    buyer: user ? { name: user.name, email: user.email, phone: maskedPhone(user.phone ?? '') } : null,
    loginHref: loginUrl(url.pathname + url.search).url,
    signupHref: `/signup?${new URLSearchParams({ next: stripUtm(url.pathname + url.search).path })}`,
  };
}

type CourseView = NonNullable<Awaited<ReturnType<Route.LoaderArgs['context']['services']['courses']['product']>>>;
/** The checkout form shows a course like a package with a single plan: its access period. */
const courseAsPackage = (c: CourseView) => ({
  code: c.code,
  title: c.title,
  description: c.description,
  features: [] as string[],
  highlighted: false,
  consultations: [] as string[],
  plans: [
    {
      code: COURSE_PLAN_CODE,
      title: c.access_title,
      months: c.access_months ?? 0,
      price: c.price,
      price_kop: c.price_kop,
      recurring: false,
    },
  ],
});

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request, args.context);
  const { user, services, origin } = args.context;
  if (!user) throw data({ message: 'Unauthenticated.' }, { status: 401 });
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: checkoutInput });
  if (submission.status !== 'success') return data({ order: null, result: submission.reply() }, { status: 422 });
  try {
    const order = await services.subscriptions.createOrder({
      user,
      packageCode: args.params.product,
      input: Object.fromEntries(formData),
      origin,
      utm: utmOfRequest(args.request),
    });
    return { order, result: submission.reply() };
  } catch (err) {
    return failedReply(submission, formFailure(err), [], { order: null });
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => seoMeta(d?.seo, themeFromMatches(matches));

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, pkg, buyer, loginHref, signupHref } = loaderData;
  const [plan, setPlan] = useState(loaderData.plan ?? '12m');
  const [paymentType, setPaymentType] = useState<'card' | 'invoice'>('card');
  const navigation = useNavigation();
  const payForm = useRef<HTMLFormElement>(null);
  const selected = pkg.plans.find((p) => p.code === plan) ?? pkg.plans[0];
  const order = actionData?.order ?? null;
  // Buyer fields: Conform with the shared contract; checked on blur, then on every change (spec part 1 §5).
  const [form, fields] = useSchemaForm(checkoutInput, {
    id: 'checkout',
    lastResult: actionData?.result as LastResult,
    defaultValue: { name: buyer?.name ?? '', email: buyer?.email ?? '', phone: buyer?.phone ?? '' },
  });
  const invoiceEmail = String(fields.email.value ?? buyer?.email ?? '');

  const item = selected
    ? buildCheckoutItem({
        packageCode: pkg.code,
        packageTitle: pkg.title,
        planCode: selected.code,
        planTitle: selected.title,
        priceKop: selected.price_kop,
        paymentType,
        transactionId: order?.order_id,
      })
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per package/plan choice
  useEffect(() => {
    if (item && !order) pushDataLayer(buildCheckoutEvent('begin_checkout', [item]));
  }, [pkg.code, selected?.code]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per created order
  useEffect(() => {
    if (order && item) pushDataLayer(buildCheckoutEvent('add_payment_info', [item], order.order_id));
  }, [order?.order_id]);

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      {order ? (
        <div className="card flex flex-col gap-4" data-testid="order-created">
          <h2 className="text-lg font-semibold">Замовлення {order.order_id} створено</h2>
          <p>
            {pkg.title}, {selected?.title}: <strong>{formatUah(Math.round(order.amount * 100))}</strong>
          </p>
          {order.checkout ? (
            <form ref={payForm} method="post" action={order.checkout.action} acceptCharset="utf-8">
              <input type="hidden" name="data" value={order.checkout.data} />
              <input type="hidden" name="signature" value={order.checkout.signature} />
              <p className="mb-3 text-sm text-slate-600">
                Оплата карткою на захищеній сторінці платіжного сервісу. Доступ відкриється, щойно сервіс підтвердить
                оплату.
              </p>
              <button type="submit" className="btn-primary w-full sm:w-auto">
                Перейти до оплати
              </button>
            </form>
          ) : (
            <p>Рахунок для юридичної особи надішлемо на {invoiceEmail}. Доступ відкриється після надходження коштів.</p>
          )}
        </div>
      ) : !buyer ? (
        <div className="card flex flex-col gap-3">
          <p>Щоб оформити передплату, увійдіть або зареєструйтеся — пакет буде прив’язано до вашого кабінету.</p>
          <div className="flex flex-wrap gap-3">
            <Link to={loginHref} className="btn-primary">
              Увійти
            </Link>
            <Link to={signupHref} className="btn-secondary">
              Зареєструватися
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">Тариф</legend>
            {pkg.plans.map((p) => (
              <label
                key={p.code}
                className={
                  `flex cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 ` +
                  `${plan === p.code ? 'border-[var(--color-primary)] bg-slate-50' : 'border-slate-200'}`
                }
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="plan"
                    value={p.code}
                    checked={plan === p.code}
                    onChange={() => setPlan(p.code)}
                  />
                  {p.title}
                  {p.recurring ? <span className="text-xs text-slate-500">(автоподовження щомісяця)</span> : null}
                </span>
                <strong>{formatUah(p.price_kop)}</strong>
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Дані покупця</legend>
            <TextField meta={fields.name} label="Ім’я та прізвище" autoComplete="name" />
            <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
            <PhoneField meta={fields.phone} />
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Спосіб оплати</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payment_type"
                value="card"
                checked={paymentType === 'card'}
                onChange={() => setPaymentType('card')}
              />
              Банківська картка
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payment_type"
                value="invoice"
                checked={paymentType === 'invoice'}
                onChange={() => setPaymentType('invoice')}
              />
              Рахунок для юридичної особи
            </label>
            {paymentType === 'invoice' ? (
              <div className="flex flex-col gap-3">
                <TextField meta={fields.company} label="Назва юридичної особи" />
                <TextField meta={fields.edrpou} label="Код ЄДРПОУ" autoComplete="off" />
              </div>
            ) : null}
          </fieldset>
          <p className="text-sm text-slate-600">
            Натискаючи «Оформити», ви приймаєте умови{' '}
            <Link to="/offer" className="underline">
              договору оферти
            </Link>
            .
          </p>
          <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
            Оформити за {selected ? formatUah(selected.price_kop) : ''}
          </button>
        </Form>
      )}
    </section>
  );
}
