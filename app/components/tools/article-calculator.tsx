import { type ComponentProps, useId } from 'react';
import { splitArticleCalculators } from '../../../common/tools/article-calculators';
import { ClientIsland } from '../ui/client-island';
import { serverModule } from '../../lib/server-islands';
import { type OrInPage, useInPage } from '../../lib/in-page';

type LiveModule = typeof import('./article-calculator-live');

// The server renders the calculator itself; the browser's bundle reaches it only through `loadLive`.
const serverCalculator = serverModule(() => import('./article-calculator-live'));
const loadLive = (): Promise<LiveModule> => import('./article-calculator-live');

/**
 * An embedded calculator: the server's HTML form (it works without JavaScript), then, once the page has
 * hydrated, the interactive calculator with its schema, fields and rate tables from a chunk of its own.
 */
function ArticleCalculatorSlot({ alias }: { alias: string }) {
  const prefix = `article-calc-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <ClientIsland
      when="mount"
      server={
        serverCalculator.current ? <serverCalculator.current.ArticleCalculator alias={alias} prefix={prefix} /> : null
      }
      load={loadLive}
      render={(live) => <live.ArticleCalculator alias={alias} prefix={prefix} />}
    />
  );
}

/**
 * An article body: its HTML as it is, with each calculator marker replaced by the live calculator. A body
 * without markers is the same single element it always was.
 */
export function ArticleBody({ html, ...props }: { html: OrInPage<string> } & Omit<ComponentProps<'div'>, 'children'>) {
  const value = useInPage(html);
  // A body without markers the page's data do not carry (ADR 072): the server's HTML stays as it is.
  if (value === null)
    return <div key="kept" {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  const parts = splitArticleCalculators(value);
  if (parts.length === 1 && parts[0].kind === 'html')
    return <div {...props} dangerouslySetInnerHTML={{ __html: parts[0].html }} />;
  return (
    <div {...props}>
      {parts.map((p, i) =>
        p.kind === 'html' ? (
          <div key={i} dangerouslySetInnerHTML={{ __html: p.html }} />
        ) : (
          <ArticleCalculatorSlot key={i} alias={p.alias} />
        ),
      )}
    </div>
  );
}
