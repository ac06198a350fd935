import { kyivLongDateTime, ukNumber } from '../../../common/uk-locale';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../ui/link';
import type { PageBlock } from '../../../common/page-blocks';
import { api } from '../../lib/api';
import { storedUtm } from '../campaigns/utm-tracker';

type Plan = { code: string; title: string; months: number; price_kop: number };
export type BlockPackage = {
  code: string;
  title: string;
  description: string;
  features: string[];
  is_highlighted: boolean;
  plans: Plan[];
};

const uah = (kop: number) => `${ukNumber(Math.round(kop / 100))} грн`;

function Action({ href, label, primary = true }: { href: string; label: string; primary?: boolean }) {
  const className = primary ? 'btn-primary' : 'btn-secondary';
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener">
      {label}
    </a>
  );
}

function Countdown({ until, expired }: { until: string; expired?: string }) {
  const end = Date.parse(until);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const date = kyivLongDateTime(end);
  if (now !== null && now >= end) return <p>{expired || 'Час минув.'}</p>;
  const left = Math.max(0, end - (now ?? end));
  const parts = [
    [Math.floor(left / 86_400_000), 'дн.'],
    [Math.floor(left / 3_600_000) % 24, 'год'],
    [Math.floor(left / 60_000) % 60, 'хв'],
    [Math.floor(left / 1000) % 60, 'с'],
  ] as const;
  return (
    <div>
      <p className="text-slate-600">Старт: {date}</p>
      {now !== null && (
        <p className="mt-2 flex justify-center gap-4 text-2xl font-bold" aria-live="off">
          {parts.map(([n, unit]) => (
            <span key={unit}>
              {n} <span className="text-base font-normal">{unit}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

function CampaignForm({ block }: { block: Extract<PageBlock, { type: 'form' }> }) {
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <form
      id="form"
      className="mx-auto flex max-w-md flex-col gap-3 text-left"
      aria-label={block.title}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const body = {
          name: String(data.get('name') ?? ''),
          email: String(data.get('email') ?? ''),
          ...(block.withPhone ? { phone: String(data.get('phone') ?? '') } : {}),
          utm: storedUtm(),
        };
        setBusy(true);
        const r = await api.post<{ result: string; redirect?: string | null }>(
          `/api/clients/campaign/${block.campaign}`,
          body,
        );
        setBusy(false);
        if (!r.ok) return setErrors(r.fields);
        navigate(r.data.redirect || '/thanks');
      }}
    >
      <label className="flex flex-col gap-1">
        Ім’я
        <input name="name" className="input" autoComplete="name" maxLength={120} required />
        {errors.name && <span className="text-sm text-red-700">{errors.name[0]}</span>}
      </label>
      <label className="flex flex-col gap-1">
        E-mail
        <input name="email" type="email" className="input" autoComplete="email" required />
        {errors.email && <span className="text-sm text-red-700">{errors.email[0]}</span>}
      </label>
      {block.withPhone && (
        <label className="flex flex-col gap-1">
          Телефон
          <input name="phone" type="tel" className="input" autoComplete="tel" placeholder="+380" />
          {errors.phone && <span className="text-sm text-red-700">{errors.phone[0]}</span>}
        </label>
      )}
      <button type="submit" className="btn-primary" disabled={isBusy}>
        {block.button}
      </button>
      {block.note && <p className="text-sm text-slate-500">{block.note}</p>}
    </form>
  );
}

function Block({ block, packages, isFirst }: { block: PageBlock; packages: BlockPackage[]; isFirst: boolean }) {
  switch (block.type) {
    case 'hero': {
      const Heading = isFirst ? 'h1' : 'h2';
      return (
        <div className="flex flex-col items-center gap-4">
          <Heading id={isFirst ? 'page-title' : undefined} className="text-3xl font-bold">
            {block.title}
          </Heading>
          {block.subtitle && <p className="max-w-xl text-lg text-slate-600">{block.subtitle}</p>}
          {block.label && block.href && <Action href={block.href} label={block.label} />}
        </div>
      );
    }
    case 'text':
      return (
        <div className="mx-auto max-w-xl text-left">
          {block.title && <h2 className="mb-2 text-xl font-bold">{block.title}</h2>}
          {block.paragraphs.map((p) => (
            <p key={p} className="mb-2 text-slate-700">
              {p}
            </p>
          ))}
        </div>
      );
    case 'programme':
      return (
        <div className="mx-auto max-w-xl text-left">
          <h2 className="mb-2 text-xl font-bold">{block.title}</h2>
          <ol className="list-decimal space-y-2 pl-6">
            {block.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                {item.text && <span className="text-slate-600"> — {item.text}</span>}
              </li>
            ))}
          </ol>
        </div>
      );
    case 'lecturers':
      return (
        <div>
          <h2 className="mb-2 text-xl font-bold">{block.title}</h2>
          <ul className="flex flex-wrap justify-center gap-4">
            {block.people.map((p) => (
              <li key={p.name} className="max-w-xs rounded border p-3">
                <strong>{p.name}</strong>
                <p className="text-sm text-slate-600">{p.role}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'packages':
      return (
        <div>
          <h2 className="mb-3 text-xl font-bold">{block.title}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {block.codes.map((code) => {
              const pkg = packages.find((p) => p.code === code);
              if (!pkg) return null;
              return (
                <li key={code} className={`rounded border p-4 text-left ${pkg.is_highlighted ? 'border-2' : ''}`}>
                  <h3 className="text-lg font-bold">{pkg.title}</h3>
                  <p className="text-sm text-slate-600">{pkg.description}</p>
                  <ul className="my-2 text-sm">
                    {pkg.plans.map((plan) => (
                      <li key={plan.code}>
                        {plan.title}: <strong>{uah(plan.price_kop)}</strong>
                      </li>
                    ))}
                  </ul>
                  <Link to={`/checkout/${pkg.code}`} className="btn-primary">
                    Оформити
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      );
    case 'countdown':
      return (
        <div>
          <h2 className="mb-2 text-xl font-bold">{block.title}</h2>
          <Countdown until={block.until} expired={block.expired} />
        </div>
      );
    case 'form':
      return (
        <div>
          <h2 className="mb-3 text-xl font-bold">{block.title}</h2>
          <CampaignForm block={block} />
        </div>
      );
    case 'faq':
      return (
        <div className="mx-auto max-w-xl text-left">
          <h2 className="mb-2 text-xl font-bold">{block.title}</h2>
          {block.items.map((item) => (
            <details key={item.question} className="border-b py-2">
              <summary className="cursor-pointer font-semibold">{item.question}</summary>
              <p className="mt-1 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'testimonials':
      return (
        <div>
          <h2 className="mb-3 text-xl font-bold">{block.title}</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {block.items.map((item) => (
              <figure key={item.author} className="rounded border p-3 text-left">
                <blockquote className="text-slate-700">«{item.text}»</blockquote>
                <figcaption className="mt-2 text-sm">
                  <strong>{item.author}</strong>
                  {item.role && `, ${item.role}`}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      );
    case 'video':
      return (
        <div>
          <h2 className="mb-2 text-xl font-bold">{block.title}</h2>
          <div className="relative mx-auto aspect-video max-w-2xl">
            <iframe
              src={block.url}
              title={block.title}
              className="absolute inset-0 h-full w-full"
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        </div>
      );
    case 'cta':
      return (
        <div className="flex flex-col items-center gap-2 rounded bg-slate-50 p-6">
          <h2 className="text-xl font-bold">{block.title}</h2>
          {block.text && <p className="text-slate-600">{block.text}</p>}
          <Action href={block.href} label={block.label} />
        </div>
      );
  }
}

/** A CMS page's typed blocks, in order (ADR 038). */
export function PageBlocks({ blocks, packages }: { blocks: PageBlock[]; packages: BlockPackage[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <section key={i} data-block={block.type} className="w-full">
          <Block block={block} packages={packages} isFirst={i === 0} />
        </section>
      ))}
    </>
  );
}
