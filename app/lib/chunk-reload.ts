/** Route-reload guard time-to-live (spec part 2 §9): one forced reload per target within 10 s. */
const GUARD_TTL_MS = 10_000;
const KEY = 'fahivets:chunk-reload';

const CHUNK_LOAD_ERROR = new RegExp(
  [
    'dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically',
    'ChunkLoadError',
    'Failed to fetch',
  ].join('|'),
  'i',
);

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_LOAD_ERROR.test(text);
}

/** Full reload to the target path, unless we just did that for the same path (avoids a loop). */
export function reloadTo(path: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === path && Date.now() - last.at < GUARD_TTL_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // storage unavailable: reload anyway
  }
  window.location.assign(path);
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadTo(window.location.pathname + window.location.search);
  });
}
