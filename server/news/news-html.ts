import sanitizeHtml from 'sanitize-html';
import { newsMessages } from '../../common/news';
import { withoutCalculatorMarkers } from '../../common/tools/article-calculators';
import type { ContentsEntry } from '../db/schema';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:\?.*)?$/;
/** The editor's Vimeo player (app/components/news/video-embed.ts). */
const VIMEO_EMBED = /^https:\/\/player\.vimeo\.com\/video\/(\d{6,12})(?:\?.*)?$/;

/** Only what the news editor produces: headings, lists, links, images, quotes, tables, YouTube and Vimeo players. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'iframe',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  transformTags: {
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
    iframe: (tagName, attribs): sanitizeHtml.Tag => {
      const id = YOUTUBE_EMBED.exec(attribs.src ?? '')?.[1];
      const vimeo = VIMEO_EMBED.exec(attribs.src ?? '')?.[1];
      if (!id && !vimeo) return { tagName: 'p', attribs: {} as Record<string, string> };
      return {
        tagName,
        attribs: {
          src: id ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${vimeo}`,
          title: attribs.title || (id ? 'Відео YouTube' : 'Відео Vimeo'),
          width: '560',
          height: '315',
          loading: 'lazy',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture',
          allowfullscreen: 'allowfullscreen',
        },
      };
    },
  },
  // Images are our uploads (/uploads/…) or https; anything else is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(\/uploads\/|https:\/\/)/.test(frame.attribs.src ?? ''),
};

/** Images from our own uploads are relative; sanitize-html would treat "/uploads/x.png" as scheme-less and keep it. */
export function sanitizeNewsHtml(dirty: string): string {
  return sanitizeHtml(dirty, options)
    .replace(/<p><\/p>/g, '')
    .trim();
}

/** Plain text of HTML, for search, excerpts and the lead of a post. */
export function htmlToText(html: string): string {
  return sanitizeHtml(
    withoutCalculatorMarkers(html)
      .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|td|th)>/gi, '$& ')
      .replace(/<br\s*\/?>/gi, ' '),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** First `words` words of a text, with an ellipsis when cut. */
export function excerptOf(text: string, words: number): string {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length <= words) return parts.join(' ');
  return `${parts
    .slice(0, words)
    .join(' ')
    .replace(/[,;:.!?–—-]+$/, '')}…`;
}

/** Gives every h2/h3 an anchor and returns the table of contents (options.contents_list). */
export function withContents(html: string): { html: string; contents: ContentsEntry[] } {
  const contents: ContentsEntry[] = [];
  const out = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_m, level: string, inner: string) => {
    const n = contents.length + 1;
    const entry: ContentsEntry = {
      hash: `rozdil-${n}`,
      data_id: `h${n}`,
      title: htmlToText(inner),
      level: Number(level) as 2 | 3,
    };
    contents.push(entry);
    return `<h${level} id="${entry.hash}" data-id="${entry.data_id}">${inner}</h${level}>`;
  });
  return { html: out, contents };
}

const LOCKED_VIDEO =
  `<figure class="news-locked-video"><img src="/images/news/no-access-video.svg" ` +
  `alt="${newsMessages.lockedVideoAlt}" width="640" height="360">` +
  `<figcaption>${newsMessages.lockedVideo}</figcaption></figure>`;

/** For a visitor without access every embedded player becomes the "no access" placeholder. */
export function lockVideos(html: string): string {
  return html.replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe>/gi, LOCKED_VIDEO);
}

const translit: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
};

/** Latin address part from a Ukrainian title (KMU 2010 transliteration), at most 80 characters. */
export function slugify(title: string): string {
  const latin = [...title.toLowerCase()].map((ch) => translit[ch] ?? ch).join('');
  const slug = latin
    .replace(/['’ʼ`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'novyna';
}
