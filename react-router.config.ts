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
    // Off for now: loaders and actions still read `request.url` as the page address.
    v8_passThroughRequests: false,
    // Off for now: experimental in Vite 7; development SSR loads the build with ssrLoadModule.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
