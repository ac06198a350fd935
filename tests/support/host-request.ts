import http from 'node:http';

export interface HostResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

/**
 * A request under another Host header (fetch may not set it): how a test reaches the accounting theme
 * (`THEME_HOSTS=buh.localhost=accounting` in the test server) on the same port.
 */
export function requestWithHost(
  baseUrl: string,
  path: string,
  opts: { host: string; method?: string; cookie?: string; json?: unknown },
): Promise<HostResponse> {
  const url = new URL(path, baseUrl);
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  const headers: http.OutgoingHttpHeaders = { host: opts.host };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  // A browser on that host names it as the Origin of a state-changing call.
  if (opts.method && opts.method !== 'GET') headers.origin = `http://${opts.host}`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
