import type { MetaDescriptor } from 'react-router';
import { themes, type ThemeId } from '../theme/themes';
import type { SeoView } from './frame';

/** <title>, description, Open Graph and canonical for a page; the site name comes from the theme. */
export function seoMeta(seo: SeoView | undefined, theme: ThemeId | undefined, fallbackTitle = ''): MetaDescriptor[] {
  const site = themes[theme ?? 'hr'].name;
  const title = seo?.title || fallbackTitle;
  const fullTitle = title ? `${title} — ${site}` : site;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: 'og:title', content: title || site },
    { property: 'og:site_name', content: site },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'uk_UA' },
  ];
  if (seo?.description) {
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
    );
  }
  if (seo?.canonical)
    tags.push(
      { tagName: 'link', rel: 'canonical', href: seo.canonical },
      { property: 'og:url', content: seo.canonical },
    );
  if (seo?.image) tags.push({ property: 'og:image', content: seo.image });
  return tags;
}

/** Theme id from the root match, for meta functions. */
export function themeFromMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): ThemeId | undefined {
  return (matches.find((m) => m?.id === 'root')?.data as { theme?: ThemeId } | undefined)?.theme;
}
