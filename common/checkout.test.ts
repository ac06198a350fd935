import { describe, expect, it } from 'vitest';
import { checkoutInput, maskedPhone, normalizePhone } from './checkout';

describe('checkout input', () => {
  const ok = { plan: '12m', name: 'Оксана', email: 'o@fahivets.ua', phone: '+38 (067) 111-00-01' };
  it('accepts a card order and normalises the phone', () => {
    const r = checkoutInput.parse(ok);
    expect(r).toMatchObject({ phone: '380671110001', payment_type: 'card' });
  });
  it('requires company and an 8-digit ЄДРПОУ for an invoice', () => {
    const r = checkoutInput.safeParse({ ...ok, payment_type: 'invoice', edrpou: '1234' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['company', 'Вкажіть назву юридичної особи'],
      ['edrpou', 'Код ЄДРПОУ — 8 цифр'],
    ]);
    expect(
      checkoutInput.safeParse({ ...ok, payment_type: 'invoice', company: 'ТОВ «А»', edrpou: '12345678' }).success,
    ).toBe(true);
  });
  it('phone mask round trip', () => {
    expect(maskedPhone('380671110001')).toBe('+38 (067) 111-00-01');
    expect(normalizePhone(maskedPhone('380671110001'))).toBe('380671110001');
    expect(normalizePhone('067 111 00 01')).toBe('380671110001');
    expect(maskedPhone('')).toBe('');
  });
});
