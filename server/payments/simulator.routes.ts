import crypto from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { type Env, originForHost } from '../env';
import type { AppEnv } from '../http/types';
import { decodeData, encodeData } from './liqpay-protocol';
import { providerFor, type PaymentProvider } from './provider';

/**
 * Local payment provider speaking the LiqPay protocol: a pay page for data + signature, then a signed
 * callback to server_url and a redirect of the browser to result_url, like the real checkout.
 * Active only when no LiqPay keys are configured (docs/decisions/012-subscriptions-payments.md).
 */
export function simulatorRoutes() {
  const app = new Hono<AppEnv>();

  const readSigned = async (provider: PaymentProvider, form: Record<string, unknown>) => {
    const data = typeof form.data === 'string' ? form.data : '';
    const signature = typeof form.signature === 'string' ? form.signature : '';
    if (!data || !signature || !provider.verify(data, signature)) return null;
    const params = decodeData(data);
    return params ? { data, signature, params } : null;
  };

  const page = (title: string, body: unknown) => html`<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:16px;color:#0f172a}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 20px #0001}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#64748b}
dd{margin:0;font-weight:600;word-break:break-word}
.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}
button{flex:1;min-width:140px;padding:12px;border-radius:10px;border:0;font-size:16px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.decline{background:#e2e8f0}.note{font-size:13px;color:#64748b}</style>
</head><body><main>${body}</main></body></html>`;

  app.on(['GET', 'POST'], '/simulator', async (c) => {
    const provider = providerFor(c.get('deps').env);
    if (provider.kind !== 'simulator') return c.text('Not found', 404);
    const form = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
    const signed = await readSigned(provider, form);
    if (!signed)
      return c.html(page('Помилка оплати', html`<h1>Помилка оплати</h1><p>Підпис платежу некоректний.</p>`), 400);
    const p = signed.params;
    return c.html(
      page(
        'Оплата замовлення',
        html`<h1>Оплата замовлення</h1>
<p class="note">Тестовий платіжний сервіс (протокол LiqPay${p.sandbox ? ', режим пісочниці' : ''}).
Гроші не списуються.</p>
<dl><dt>Замовлення</dt><dd>${String(p.order_id ?? '')}</dd><dt>Опис</dt><dd>${String(p.description ?? '')}</dd>
<dt>Сума</dt><dd>${String(p.amount ?? '')} ${String(p.currency ?? '')}</dd>
${p.action === 'subscribe' ? html`<dt>Автоподовження</dt><dd>щомісяця</dd>` : ''}</dl>
<form method="post" action="/payments/simulator/complete">
<input type="hidden" name="data" value="${signed.data}">
<input type="hidden" name="signature" value="${signed.signature}">
<div class="row"><button class="pay" type="submit" name="outcome" value="pay">Оплатити</button>
<button class="decline" type="submit" name="outcome" value="decline">Відмовитися</button></div></form>`,
      ),
    );
  });

  app.post('/simulator/complete', async (c) => {
    const deps = c.get('deps');
    const provider = providerFor(deps.env);
    if (provider.kind !== 'simulator') return c.text('Not found', 404);
    const form = await c.req.parseBody();
    const signed = await readSigned(provider, form);
    if (!signed)
      return c.html(page('Помилка оплати', html`<h1>Помилка оплати</h1><p>Підпис платежу некоректний.</p>`), 400);
    const p = signed.params;
    const isPaid = form.outcome === 'pay';
    const status = !isPaid ? 'failure' : p.sandbox ? 'sandbox' : p.action === 'subscribe' ? 'subscribed' : 'success';
    const callback = {
      version: 3,
      public_key: provider.publicKey,
      action: p.action,
      payment_id: crypto.randomInt(1_000_000, 2_000_000_000),
      status,
      paytype: 'card',
      order_id: p.order_id,
      amount: p.amount,
      currency: p.currency,
      description: p.description,
      ...(isPaid ? {} : { err_code: 'cancel', err_description: 'Відмова платника' }),
    };
    const data = encodeData(callback);
    // Signed data names server_url, but this process signed it: calling back anything but this
    // site would make the simulator a proxy to arbitrary addresses.
    const ownSite = (u: unknown): u is string => typeof u === 'string' && isOwnOrigin(deps.env, u);
    if (ownSite(p.server_url)) {
      try {
        await fetch(p.server_url, {
          method: 'POST',
          body: new URLSearchParams({ data, signature: provider.signData(data) }),
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
      } catch (err) {
        // Like the real provider: the browser still returns; the order stays pending until a callback lands.
        c.get('log').warn({ err, orderId: p.order_id }, 'simulator callback failed');
      }
    }
    const back = ownSite(p.result_url) ? p.result_url : '/';
    return c.redirect(back, 303);
  });

  return app;
}

/** A URL on the configured public origin or one of the configured hosts of this site. */
export function isOwnOrigin(env: Pick<Env, 'publicOrigin' | 'allowedHosts'>, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const u = new URL(url);
  return u.origin === env.publicOrigin || u.origin === originForHost(env, u.host);
}
