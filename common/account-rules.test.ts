import { describe, expect, it } from 'vitest';
import { phoneField, phoneInputDigits, registerInput } from './account-rules';

describe('account rules shared by the forms and the API', () => {
  it('an untouched phone mask is an empty field, not a wrong number', () => {
    expect(phoneInputDigits('+38 (0__) ___-__-__')).toBe('');
    expect(phoneField.safeParse('+38 (0__) ___-__-__').error?.issues[0].message).toBe('Це поле необхідно заповнити');
    expect(phoneField.safeParse('+38 (067) 123-45-6_').error?.issues[0].message).toBe(
      'Введіть коректний номер телефону',
    );
    expect(phoneField.parse('+38 (067) 123-45-67')).toBe('380671234567');
  });

  it('registration: the spec texts, mismatch under the confirmation', () => {
    const r = registerInput.safeParse({
      email: 'a@b.cd',
      name: 'Ім’я',
      phone: '380671234567',
      password: 'secret1',
      password_confirmation: 'secret2',
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password_confirmation', 'Паролі не спвпадають'],
    ]);
  });
});
