import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (CI shards, several checkouts) keep separate outputs.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Every v8 flag is set explicitly (docs/decisions/015-page-middleware-and-cms-landings.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders and actions take the page address from `url` (or the page middleware's `pageOf`), so the
    // request passes through as it came: no copy per loader (docs/decisions/045-route-matching-memoized.md).
    v8_passThroughRequests: true,
    // Off for now: experimental in Vite 7; development SSR loads the build with ssrLoadModule.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
