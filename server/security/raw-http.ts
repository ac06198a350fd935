import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request with headers fetch will not send as given (Host, no Content-Type, odd bodies). */
export function rawRequest(
  baseUrl: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: http.Agent } = {},
): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/**
 * Two requests written on one keep-alive socket, the way a client reuses a connection: resolves
 * with the raw bytes the server sent back before closing or after `waitMs` of quiet.
 */
export function twoOnOneSocket(baseUrl: string, first: Buffer, second: Buffer): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let sentSecond = false;
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('latin1');
      if (!sentSecond && /\r\n\r\n/.test(text)) {
        sentSecond = true;
        // The first answer arrived; a keep-alive client now sends its next request on the same socket.
        socket.write(second);
      }
      if ((text.match(/HTTP\/1\.1 /g) ?? []).length >= 2 && /\r\n\r\n[\s\S]*HTTP\/1\.1 [\s\S]*\r\n\r\n/.test(text)) {
        socket.end();
      }
    });
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('connect', () => socket.write(first));
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('socket timed out'));
    });
  });
}
