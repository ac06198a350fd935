import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classifyStatus, decodeData, encodeData, sign, verifySignature } from './liqpay-protocol';

describe('LiqPay protocol', () => {
  it('data is base64 JSON and signature is base64(sha1(private + data + private))', () => {
    const data = encodeData({ version: 3, order_id: 'A1', amount: 490 });
    expect(JSON.parse(Buffer.from(data, 'base64').toString())).toEqual({ version: 3, order_id: 'A1', amount: 490 });
    expect(sign('priv', data)).toBe(crypto.createHash('sha1').update(`priv${data}priv`).digest('base64'));
    expect(verifySignature('priv', data, sign('priv', data))).toBe(true);
    expect(verifySignature('priv', data, sign('other', data))).toBe(false);
    expect(verifySignature('priv', data, '')).toBe(false);
  });
  it('decodes only objects', () => {
    expect(decodeData(encodeData({ a: 1 }))).toEqual({ a: 1 });
    expect(decodeData(Buffer.from('[1]').toString('base64'))).toBeNull();
    expect(decodeData('%%%')).toBeNull();
  });
  it(
    'maps statuses: success/subscribed pay, sandbox only in sandbox mode, verify/wait pending, failures, ' + 'reversal',
    () => {
      expect(['success', 'subscribed'].map((s) => classifyStatus(s, false))).toEqual(['paid', 'paid']);
      expect([classifyStatus('sandbox', true), classifyStatus('sandbox', false)]).toEqual(['paid', 'ignored']);
      expect(
        ['3ds_verify', 'otp_verify', 'cvv_verify', 'processing', 'wait_secure', 'hold_wait'].every(
          (s) => classifyStatus(s, true) === 'pending',
        ),
      ).toBe(true);
      expect(['failure', 'error'].map((s) => classifyStatus(s, true))).toEqual(['failed', 'failed']);
      expect(classifyStatus('reversed', true)).toBe('reversed');
      expect(classifyStatus('unsubscribed', true)).toBe('unsubscribed');
      expect(classifyStatus('something_new', true)).toBe('ignored');
    },
  );
});
