import crypto from 'node:crypto';

/**
 * The LiqPay protocol (API version 3): `data` is base64 of a JSON object, `signature` is
 * base64(sha1(private_key + data + private_key)). Both the real provider and the local simulator
 * speak it; nothing here knows which one is on the other side.
 */
export interface CheckoutParams {
  version: 3;
  public_key: string;
  action: 'pay' | 'subscribe';
  amount: number;
  currency: 'UAH';
  description: string;
  order_id: string;
  result_url: string;
  server_url: string;
  language?: 'uk';
  sandbox?: 1;
  /** For action subscribe: start now, renew every month. */
  subscribe?: 1;
  subscribe_date_start?: string;
  subscribe_periodicity?: 'month' | 'year';
}

export function encodeData(params: object): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** JSON object behind `data`, or null when it is not base64 JSON of an object. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function sign(privateKey: string, data: string): string {
  return crypto
    .createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

/**
 * Constant-time check of a signature. Both sides are hashed to a fixed length first, so neither
 * the content nor the length of the forged value changes how long the comparison takes.
 */
export function verifySignature(privateKey: string, data: string, signature: string): boolean {
  const expected = crypto.createHash('sha256').update(sign(privateKey, data)).digest();
  const given = crypto.createHash('sha256').update(signature).digest();
  return crypto.timingSafeEqual(expected, given);
}

export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'reversed' | 'unsubscribed' | 'ignored';

const PENDING = new Set([
  'processing',
  'prepared',
  'hold_wait',
  'invoice_wait',
  'cash_wait',
  'try_again',
  'wait_secure',
  'wait_accept',
  'wait_lc',
  'wait_reserve',
  'wait_compensation',
  'wait_card',
  'wait_qr',
  'wait_sender',
]);

/**
 * What a provider status means for an order. `sandbox` is a success only while sandbox mode is on;
 * `*_verify` and `wait_*` keep the order pending; anything unknown changes nothing.
 */
export function classifyStatus(status: string, isSandboxMode: boolean): PaymentOutcome {
  if (status === 'success' || status === 'subscribed') return 'paid';
  if (status === 'sandbox') return isSandboxMode ? 'paid' : 'ignored';
  if (status === 'failure' || status === 'error') return 'failed';
  if (status === 'reversed') return 'reversed';
  if (status === 'unsubscribed') return 'unsubscribed';
  if (status.endsWith('_verify') || status.startsWith('wait_') || PENDING.has(status)) return 'pending';
  return 'ignored';
}
