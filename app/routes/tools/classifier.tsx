import { Form } from 'react-router';
import { Link } from '../../components/ui/link';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { CopyButton } from '../../components/tools/copy-button';
import type { Route } from './+types/classifier';

/**
 * /professions-classifier and /classifier: ДК 003:2010. `?q=` searches titles (typo-tolerant) or codes,
 * `?code=` opens an entry of the tree; without either the nine sections are shown.
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { classifier } = args.context.services.tools;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 12);
  const base = url.pathname.replace(/\/$/, '');
  if (code) {
    const entry = await classifier.entry(code).catch((err: unknown) => routeError(err, url));
    // Job instructions written for this code or a code under it (the documents capability answers).
    const instructions = await args.context.services.documents.relatedToProfession(entry.code, args.context.theme);
    return { frame, seo, base, q, entry, instructions, hits: null, sections: null };
  }
  const none = { entry: null, instructions: [] };
  if (q) return { frame, seo, base, q, ...none, hits: await classifier.search(q), sections: null };
  return { frame, seo, base, q, ...none, hits: null, sections: await classifier.sections() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const UNCHECKED_NOTE_ID = 'classifier-unchecked-note';

function TitleRow({ code, title, checked }: { code: string; title: string; checked: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2">
      <span>
        <span className="mr-2 font-mono text-sm text-slate-600">{code}</span>
        {title}
        {!checked && (
          <span
            className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
            aria-describedby={UNCHECKED_NOTE_ID}
            data-testid="unchecked-code"
          >
            код потребує перевірки
          </span>
        )}
      </span>
      <CopyButton text={title} label="Копіювати назву" />
    </li>
  );
}

/** Shown under a list with a title whose code was not checked against the official text. */
function UncheckedNote({ titles }: { titles: { checked: boolean }[] }) {
  if (titles.every((t) => t.checked)) return null;
  return (
    <p id={UNCHECKED_NOTE_ID} className="mt-2 text-sm text-slate-600">
      «Код потребує перевірки»: назву внесла редакція порталу, а її код ще не звірено з офіційним текстом класифікатора.
      Перш ніж записати таку назву в трудову книжку чи наказ, звірте код із чинною редакцією ДК 003:2010.
    </p>
  );
}

export default function ClassifierPage({ loaderData }: Route.ComponentProps) {
  const { frame, base, q, entry, instructions, hits, sections } = loaderData;
  const codeLink = (code: string) => `${base}?code=${encodeURIComponent(code)}`;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <p className="mt-2 text-slate-600">
        Національний класифікатор України ДК 003:2010: розділ → підрозділ → клас → підклас → група.
      </p>
      <Form method="get" action={base} role="search" className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="classifier-q" className="sr-only">
          Назва професії або код
        </label>
        <input
          id="classifier-q"
          name="q"
          defaultValue={q}
          className="input"
          placeholder="Назва професії або код, напр. 2411.2"
          maxLength={200}
        />
        <button type="submit" className="btn-primary">
          Знайти
        </button>
      </Form>

      {hits && (
        <div className="mt-6">
          <h2 className="text-lg font-semibold">Знайдено: {hits.length}</h2>
          {hits.length === 0 ? (
            <p className="mt-2 text-slate-600">Нічого не знайдено. Спробуйте інше написання або код.</p>
          ) : (
            <>
              <ul className="mt-2" data-testid="classifier-hits">
                {hits.map((h) => (
                  <TitleRow key={h.id} code={h.code} title={h.title} checked={h.checked} />
                ))}
              </ul>
              <UncheckedNote titles={hits} />
            </>
          )}
        </div>
      )}

      {sections && (
        <ul className="mt-6 grid gap-2 sm:grid-cols-2" data-testid="classifier-sections">
          {sections.map((s) => (
            <li key={s.code} className="card">
              <Link to={codeLink(s.code)} className="font-medium text-[var(--color-primary)] hover:underline">
                {s.level_label} {s.code}. {s.title}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {entry && (
        <div className="mt-6" data-testid="classifier-entry">
          <nav aria-label="Шлях у класифікаторі" className="text-sm">
            <Link to={base} className="text-[var(--color-primary)] hover:underline">
              Усі розділи
            </Link>
            {entry.path.map((p) => (
              <span key={p.code}>
                {' › '}
                <Link to={codeLink(p.code)} className="text-[var(--color-primary)] hover:underline">
                  {p.code} {p.title}
                </Link>
              </span>
            ))}
          </nav>
          <h2 className="mt-3 text-xl font-semibold">
            {entry.level_label} {entry.code}. {entry.title}
          </h2>
          {entry.children.length > 0 && (
            <ul className="mt-3 flex flex-col gap-1">
              {entry.children.map((c) => (
                <li key={c.code}>
                  <Link to={codeLink(c.code)} className="text-[var(--color-primary)] hover:underline">
                    {c.level_label} {c.code}. {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {instructions.length > 0 && (
            <section aria-labelledby="instructions-title" className="card mt-4" data-testid="classifier-documents">
              <h3 id="instructions-title" className="font-semibold">
                Посадові інструкції
              </h3>
              <ul className="mt-1 list-disc ps-6">
                {instructions.map((d) => (
                  <li key={d.id}>
                    <Link to={d.url} className="text-[var(--color-primary)] hover:underline">
                      {d.title}
                    </Link>{' '}
                    <span className="font-mono text-sm text-slate-600">{d.profession_code}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {entry.titles.length > 0 && (
            <>
              <h3 className="mt-4 font-semibold">Професійні назви робіт</h3>
              <ul className="mt-1">
                {entry.titles.map((t) => (
                  <TitleRow key={t.id} code={t.code} title={t.title} checked={t.checked} />
                ))}
              </ul>
              <UncheckedNote titles={entry.titles} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
