import { describe, expect, it } from 'vitest';
import { aliasWithoutNumber, leadingId, matchesRule } from './route-params';

describe('route parameter rules (spec part 1 §5)', () => {
  it('uuid: lowercase hex 8-4-4-4-12 only', () => {
    expect(matchesRule('uuid', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(matchesRule('uuid', '0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(false);
    expect(matchesRule('uuid', '0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(matchesRule('uuid', '0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
  });
  it('numeric ids and news posts (digits, hyphen, text)', () => {
    expect(matchesRule('numeric', '123')).toBe(true);
    expect(matchesRule('numeric', '12a')).toBe(false);
    expect(matchesRule('newsPost', '123-nova-postanova')).toBe(true);
    expect(matchesRule('newsPost', '123-')).toBe(false);
    expect(matchesRule('newsPost', 'nova-123')).toBe(false);
  });
  it('leading id and breadcrumb text from an alias', () => {
    expect(leadingId('345-nakaz-pro-vidpustku')).toBe(345);
    expect(leadingId('nakaz')).toBeNull();
    expect(aliasWithoutNumber('12-pro-vidpustky')).toBe('pro vidpustky');
  });
});
