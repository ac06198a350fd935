/**
 * Server-side modules of client islands (ADR 041): the server renders an island's part from a module
 * the browser bundle never imports statically. A top-level `await import()` in a route's module
 * deadlocks the server build's chunk graph when two chunks import each other, so the import starts when
 * the island's module is evaluated and the server entry awaits `serverIslandsReady()` before it renders.
 * In the browser `load` is never called.
 */
const pending: Promise<unknown>[] = [];

export function serverModule<T>(load: () => Promise<T>): { current: T | null } {
  const ref: { current: T | null } = { current: null };
  if (import.meta.env.SSR)
    pending.push(
      load().then((m) => {
        ref.current = m;
      }),
    );
  return ref;
}

/** Resolves once every island's server module has loaded (at once after the first time). */
export function serverIslandsReady(): Promise<unknown> {
  return Promise.all(pending);
}
