import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { rewriteObjectSpreads } from './scripts/object-spread';

interface ChunkApi {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
  getModuleIds(): IterableIterator<string>;
}

/** Per build (keyed by its module graph): the modules the root route reaches by static imports. */
const shellOf = new WeakMap<ChunkApi['getModuleInfo'], Set<string>>();

/**
 * Every page loads the root route and what it imports statically. Rollup gives each of those modules
 * that a lazy chunk or another route also imports a chunk of its own: twenty-odd files of 0.5–2 KB
 * on every page, each a request of its own. In the browser build they go into one `shell` chunk
 * instead (ADR 048); no page loads more code for it, as every page loads all of it anyway.
 */
function shellChunk(id: string, api: ChunkApi): string | undefined {
  let shell = shellOf.get(api.getModuleInfo);
  if (!shell) {
    const found = new Set<string>();
    const stack = [...api.getModuleIds()].filter((m) => /\/app\/root\.tsx(\?|$)/.test(m));
    while (stack.length) {
      for (const dep of api.getModuleInfo(stack.pop() as string)?.importedIds ?? []) {
        if (found.has(dep) || api.getModuleInfo(dep)?.isEntry) continue;
        found.add(dep);
        stack.push(dep);
      }
    }
    shell = found;
    shellOf.set(api.getModuleInfo, shell);
  }
  return shell.has(id) && !id.includes('.css') ? 'shell' : undefined;
}

/**
 * The server bundle's object literals that spread and then add, as `Object.assign` (ADR 065): Node 20
 * makes a map per object for them. Browsers' engines do not, so the browser build keeps them as written.
 */
function serverObjectSpread(): Plugin {
  return {
    name: 'fahivets:server-object-spread',
    apply: (_, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    renderChunk(code) {
      return rewriteObjectSpreads(code, (c) => this.parse(c) as never);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), serverObjectSpread()],
  // Radix's components are bundled into the server build so that their literals are rewritten too.
  ssr: { noExternal: [/^@radix-ui\//] },
  resolve: {
    alias: {
      '~': new URL('./app', import.meta.url).pathname,
      '#common': new URL('./common', import.meta.url).pathname,
    },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: isSsrBuild ? {} : { manualChunks: shellChunk },
      onwarn(warning, warn) {
        // Resource routes (sitemap.xml, robots.txt, build-version) have no client code, so their
        // client chunks are empty by design; zod ships comments Rollup cannot place. Neither is ours to fix.
        if (warning.code === 'EMPTY_BUNDLE') return;
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  server: { hmr: true },
}));
