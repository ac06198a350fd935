import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'fahivets' }, redact: ['req.headers.cookie', 'password', '*.password'] });
}
