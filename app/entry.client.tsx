import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './lib/chunk-reload';

installChunkReload();
// The server puts the unread '(N) ' prefix into the title; the root component re-applies it after
// hydration, so the hydrated title is the page's own (both renders agree).
document.title = document.title.replace(/^\(\d+\) /, '');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
