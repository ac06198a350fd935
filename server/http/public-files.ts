import fs from 'node:fs';
import path from 'node:path';

/**
 * URL paths of the files in the client build outside `assets/` (favicon, public images), read once
 * at start. `assets/` has its own prefix route; everything else is a page and goes straight to SSR.
 */
export function listPublicFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (url !== '/assets') walk(path.join(dir, entry.name), url);
      } else if (entry.isFile()) files.add(url);
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir, '');
  return files;
}
