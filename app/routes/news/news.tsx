import { data, redirect } from 'react-router';
import { copiesWithSource, newsOrders } from '../../../common/news';
import { leadingId, paramRules } from '../../../common/route-params';
import { NewsArticle } from '../../components/news/news-article';
import { NewsList } from '../../components/news/news-list';
import { articleOnPage, cardOnPage, cardsOnPage } from '../../components/news/news-types';
import { splitArticleCalculators } from '../../../common/tools/article-calculators';
import { inPage } from '../../lib/in-page.server';
import { PromoSlider } from '../../components/slider/promo-slider';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import type { Route } from './+types/news';

const ALIAS_LIST = /^[a-z0-9_-]+(,[a-z0-9_-]+)*$/i;
const listParam = (url: URL, key: string) => {
  const v = url.searchParams.get(key) ?? '';
  return ALIAS_LIST.test(v) ? v.split(',').slice(0, 20) : undefined;
};

/** /news/{category?}: the list; a "digits-hyphen-text" segment is the article (route name news-post). */
export async function loader(args: Route.LoaderArgs) {
  const value = args.params.category;
  const { frame, seo, url } = pageOf(args.context);
  const { services, user, origin, theme } = args.context;
  if (value && paramRules.newsPost.test(value)) {
    const opened = await services.news
      // A guest's view is counted by the page after load (POST .../view), so the page stays cacheable.
      .open({ user, id: leadingId(value) ?? 0, theme, visitor: null, countView: Boolean(user) })
      .catch((err: unknown) => routeError(err, url));
    const { post, related, item } = opened;
    if (post.alias !== value) throw redirect(post.url, 301);
    const comments = await services.comments.block({ kind: 'news', itemId: post.id, user, item });
    const category = post.categories[0];
    const crumbs = [
      { title: 'Головна', href: '/' },
      { title: 'Новини', href: '/news' },
      ...(category ? [{ title: category.title, href: `/news/${category.alias}` }] : []),
      { title: post.title },
    ];
    const image = post.seo.image_url ? new URL(post.seo.image_url, origin).toString() : seo.image;
    const onPage = articleOnPage(post);
    const body = onPage.body;
    return data({
      kind: 'news-post' as const,
      frame: { name: 'news-post', title: post.title, crumbs },
      seo: {
        ...seo,
        title: post.seo.title,
        description: post.seo.description,
        image,
        canonical: `${origin}${post.url}`,
      },
      // The body and the related cards are in the HTML of a loaded page; its data do not repeat them
      // (ADR 072). A body with calculators is rendered by the browser too (their islands), so it is sent.
      post: { ...onPage, body: splitArticleCalculators(body).length === 1 ? inPage(args.context, body) : body },
      related: inPage(args.context, cardsOnPage(related)),
      comments,
    });
  }
  const type = value ?? 'all';
  const order = newsOrders.find((o) => o.id === url.searchParams.get('order'))?.id;
  const [list, filters] = await Promise.all([
    services.news
      .list({
        user,
        theme,
        type,
        q: (url.searchParams.get('q') ?? '').trim().slice(0, 9999),
        order,
        direction: url.searchParams.get('direction') === 'asc' ? 'asc' : 'desc',
        topicItems: listParam(url, 'topicItems'),
        labelItems: listParam(url, 'labelItems'),
        typeItems: listParam(url, 'typeItems'),
        categoryItems: listParam(url, 'categoryItems'),
      })
      .catch((err: unknown) => routeError(err, url)),
    services.news.filters(theme),
  ]);
  const slides = await services.slider.slides({ slider: 'news', theme });
  const title = list.category?.title ?? (type === 'favorites' ? 'Обрані новини' : frame.title);
  const listFrame = list.category
    ? { ...frame, title, crumbs: [...frame.crumbs.slice(0, -1), { title: 'Новини', href: '/news' }, { title }] }
    : frame;
  return data({
    kind: 'news' as const,
    type,
    frame: listFrame,
    seo: {
      ...seo,
      title: seo.title === frame.title ? title : seo.title,
      // Without an SEO row the list still needs a description (search snippets, Lighthouse SEO).
      description: seo.description || list.category?.description || themes[theme].wording.newsDescription,
    },
    list: { ...list, data: list.data.map(cardOnPage) },
    filters,
    slides,
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const tags = seoMeta(d?.seo, themeFromMatches(matches));
  if (d?.kind !== 'news-post') return tags;
  return [
    ...tags.map((t) => ('property' in t && t.property === 'og:type' ? { property: 'og:type', content: 'article' } : t)),
    ...(d.post.published_at ? [{ property: 'article:published_time', content: d.post.published_at }] : []),
  ];
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  if (loaderData.kind === 'news-post') {
    return (
      <NewsArticle
        key={loaderData.post.id}
        post={loaderData.post}
        related={loaderData.related}
        comments={loaderData.comments}
        isSignedIn={Boolean(user)}
        copyWithSource={copiesWithSource(user)}
      />
    );
  }
  return (
    <>
      <NewsList
        type={loaderData.type}
        data={loaderData.list.data}
        meta={loaderData.list.meta}
        filters={loaderData.filters}
        title={loaderData.frame.title}
        description={loaderData.list.category?.description ?? ''}
      />
      <PromoSlider slides={loaderData.slides} label="Пропозиції" />
    </>
  );
}
