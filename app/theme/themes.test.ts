import { describe, expect, it } from 'vitest';
import { categoryKeys, resolveTheme, themes, themeWord } from './themes';

describe('themes', () => {
  it('are chosen by host, falling back to THEME', () => {
    const hosts = new Map([['buh.example.ua', 'accounting' as const]]);
    expect(resolveTheme('buh.example.ua:443', hosts, 'hr')).toBe('accounting');
    expect(resolveTheme('BUH.example.ua', hosts, 'hr')).toBe('accounting');
    expect(resolveTheme('kadry.example.ua', hosts, 'hr')).toBe('hr');
    expect(resolveTheme(undefined, hosts, 'accounting')).toBe('accounting');
  });
  it('HR has 3 consultation services, accounting 5; both colour every category of the spec', () => {
    expect(themes.hr.consultationServices).toHaveLength(3);
    expect(themes.accounting.consultationServices).toHaveLength(5);
    for (const t of Object.values(themes))
      expect(Object.keys(t.colors.categories).sort()).toEqual([...categoryKeys].sort());
    expect(themes.hr.name).not.toBe(themes.accounting.name);
  });
  it('each theme has its own wording for the calendar, the home page and the news list', () => {
    for (const key of ['calendar', 'homeTitle', 'homeDescription', 'newsDescription'] as const)
      expect(themes.hr.wording[key]).not.toBe(themes.accounting.wording[key]);
    expect(themeWord('accounting', 'calendar')).toBe('Календар бухгалтера');
    expect(themes.accounting.wording.homeTitle).not.toMatch(/кадров/);
  });
});
