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
  build: { assetsInlineLimit: 0 },
  server: { hmr: true },
});
