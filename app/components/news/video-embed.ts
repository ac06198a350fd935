import { mergeAttributes, Node } from '@tiptap/core';

/**
 * Embedded players the server keeps (server/news/news-html.ts): YouTube through youtube-nocookie,
 * and Vimeo's player. Anything else pasted as an iframe is dropped by the editor's schema.
 */
const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /(?:vimeo\.com\/(?:video\/)?|player\.vimeo\.com\/video\/)(\d{6,12})/;

/** A page or player address → the embed address the server accepts, or null for anything else. */
export function embedUrlOf(address: string): string | null {
  const youtube = YOUTUBE.exec(address)?.[1];
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = VIMEO.exec(address)?.[1];
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a player for a YouTube or Vimeo address; false for any other address. */
      setVideoEmbed: (address: string) => ReturnType;
    };
  }
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: 'Відео' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => {
          const src = embedUrlOf((el as HTMLElement).getAttribute('src') ?? '');
          return src ? { src, title: (el as HTMLElement).getAttribute('title') || 'Відео' } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, { width: '560', height: '315', allowfullscreen: 'allowfullscreen' }),
    ];
  },

  addCommands() {
    return {
      setVideoEmbed:
        (address) =>
        ({ commands }) => {
          const src = embedUrlOf(address);
          if (!src) return false;
          const title = src.includes('vimeo') ? 'Відео Vimeo' : 'Відео YouTube';
          return commands.insertContent({ type: this.name, attrs: { src, title } });
        },
    };
  },
});
