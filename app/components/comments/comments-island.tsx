import type { ComponentProps } from 'react';
import { ClientIsland } from '../ui/client-island';
import { serverModule } from '../../lib/server-islands';

type BlockModule = typeof import('./comments-block');
type BlockProps = ComponentProps<BlockModule['CommentsBlock']>;

// The server renders the block itself; the browser's bundle reaches it only through `loadBlock`.
const serverBlock = serverModule(() => import('./comments-block'));
const loadBlock = (): Promise<BlockModule> => import('./comments-block');

/**
 * The comments block of a page whose first screen is something else (an article, a record, a handbook, a
 * document). The server renders the thread's first page in full; the block's code (replies, editing,
 * moderation, search, chunked drawing, the live channel) loads when the block nears the viewport or is
 * touched, and then re-reads the page it shows, as the HTML may be older than that (ADR 041).
 */
export function CommentsIsland(props: Omit<BlockProps, 'refreshOnMount'>) {
  return (
    <ClientIsland
      when="visible"
      server={serverBlock.current ? <serverBlock.current.CommentsBlock {...props} /> : null}
      load={loadBlock}
      render={(block) => <block.CommentsBlock {...props} refreshOnMount />}
    />
  );
}
