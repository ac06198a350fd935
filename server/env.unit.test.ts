import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const base = { DATA_DIR: '/tmp/fahivets-env-test', SESSION_SECRET: 'x'.repeat(32) };

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({ ...base });
    expect(env.PORT).toBe(3000);
    expect(env.THEME).toBe('hr');
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('has no tag manager or chat widget by default; refuses a malformed container id or widget address', () => {
    const env = loadEnv({ ...base });
    expect(env.GTM_ID).toBeUndefined();
    expect(env.CHAT_WIDGET_SRC).toBeUndefined();
    expect(loadEnv({ ...base, GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD');
    for (const bad of ['gtm-ab12', 'GTM-', 'UA-123456', "GTM-1');x"]) {
      expect(() => loadEnv({ ...base, GTM_ID: bad })).toThrow(/GTM_ID must be GTM- followed by uppercase/);
    }
    expect(() => loadEnv({ ...base, CHAT_WIDGET_SRC: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_SRC/);
    expect(loadEnv({ ...base, CHAT_WIDGET_SRC: 'https://chat.example.com/w.js' }).CHAT_WIDGET_SELECTOR).toBe(
      '#chat-widget',
    );
  });
  it('sizes the embedded database page cache, refusing what PostgreSQL would not read as a size', () => {
    expect(loadEnv({ ...base }).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(loadEnv({ ...base, PGLITE_SHARED_BUFFERS: '256MB' }).PGLITE_SHARED_BUFFERS).toBe('256MB');
    for (const bad of ['32', '32mb', '0MB', '1TB', '32MB -c fsync=off', '-1MB']) {
      expect(() => loadEnv({ ...base, PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
    }
  });
  it('names every bad variable', () => {
    expect(() => loadEnv({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', THEME: 'blue' })).toThrow(EnvError);
    try {
      loadEnv({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', THEME: 'blue' });
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('THEME');
    }
  });
  it('requires SESSION_SECRET for a production deployment, generates one locally', () => {
    expect(() =>
      loadEnv({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: 'https://fahivets.ua' }),
    ).toThrow(/SESSION_SECRET/);
    const a = loadEnv({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' });
    const b = loadEnv({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' });
    expect(a.SESSION_SECRET).toHaveLength(64);
    expect(b.SESSION_SECRET).toBe(a.SESSION_SECRET);
  });
  it('a deployment needs LiqPay keys unless the simulator is allowed explicitly', () => {
    const deployment = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://fahivets.ua' };
    expect(() => loadEnv(deployment)).toThrow(/LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY/);
    expect(loadEnv({ ...deployment, LIQPAY_PUBLIC_KEY: 'pub', LIQPAY_PRIVATE_KEY: 'priv' }).LIQPAY_PUBLIC_KEY).toBe(
      'pub',
    );
    expect(loadEnv({ ...deployment, PAYMENTS_SIMULATOR: '1' }).PAYMENTS_SIMULATOR).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).PAYMENTS_SIMULATOR).toBe(false);
  });

  it('parses THEME_HOSTS', () => {
    expect(loadEnv({ ...base, THEME_HOSTS: 'a.ua=hr, b.ua=accounting' }).themeHosts.get('b.ua')).toBe('accounting');
    expect(() => loadEnv({ ...base, THEME_HOSTS: 'a.ua=pink' })).toThrow(/THEME_HOSTS/);
  });
});
