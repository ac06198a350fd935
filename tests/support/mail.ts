import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Text and HTML parts of a raw MIME message (what nodemailer produces: multipart/alternative). */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subjectLine = head.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/im)?.[1] ?? '';
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  let text = '';
  let html = '';
  const attachments: ReceivedMail['attachments'] = [];
  for (const part of parts) {
    const [h, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const enc = h.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase();
    const decoded =
      enc === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : enc === 'quoted-printable'
          ? decodeQp(body)
          : body;
    const disposition = h.replace(/\r?\n[ \t]+/g, ' ').match(/Content-Disposition: attachment(.*)$/im);
    if (disposition) {
      attachments.push({
        filename: decodeWords(disposition[1].match(/filename="?([^";]+)"?/i)?.[1] ?? ''),
        contentType: h.match(/Content-Type: ([^;\r\n]+)/i)?.[1]?.toLowerCase() ?? '',
        content: decoded,
      });
      continue;
    }
    if (/Content-Type: text\/plain/i.test(h)) text = decoded;
    if (/Content-Type: text\/html/i.test(h)) html = decoded;
  }
  return { subject: decodeWords(subjectLine), text, html, attachments, raw };
}

/** A real SMTP peer on port 0 that keeps what it receives. */
export async function startSmtpPeer(opts: { port?: number } = {}): Promise<{
  url: string;
  inbox: ReceivedMail[];
  waitFor(to: string, n?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  // Each arriving letter wakes the waiters: no polling interval.
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitFor(to, n = 1) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = inbox.filter((m) => m.to.includes(to));
          if (found.length < n) return false;
          clearTimeout(timer);
          arrivals.off('mail', check);
          resolve(found[n - 1]);
          return true;
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', check);
          reject(new Error(`no mail #${n} for ${to}`));
        }, 5_000);
        if (!check()) arrivals.on('mail', check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
