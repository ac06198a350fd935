import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      '~': new URL('./app', import.meta.url).pathname,
      '#common': new URL('./common', import.meta.url).pathname,
    },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
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
});
