import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { SsrHandler } from './app';
import { createLoadContext } from './load-context';

export interface SsrSetup {
  handler: SsrHandler;
  clientDir?: string;
  buildId: string;
  vite?: ViteDevServer;
}

/** Production: the compiled React Router build. */
export async function productionSsr(buildDir: string): Promise<SsrSetup> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`No build at ${buildDir}: run \`npm run build\` first`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return {
    handler: (req, ctx) => handler(req, createLoadContext(ctx)),
    clientDir: path.join(buildDir, 'client'),
    buildId: build.assets.version,
  };
}

/** Development: Vite in middleware mode on the same http.Server (HMR shares the port). */
export async function developmentSsr(server: http.Server): Promise<SsrSetup> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
  const handler = createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
  return { handler: (req, ctx) => handler(req, createLoadContext(ctx)), buildId: 'dev', vite };
}
