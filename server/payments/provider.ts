import crypto from 'node:crypto';
import type { Env } from '../env';
import { type CheckoutParams, encodeData, sign, verifySignature } from './liqpay-protocol';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
const LIQPAY_REQUEST_URL = 'https://www.liqpay.ua/api/request';
export const SIMULATOR_PATH = '/payments/simulator';

/**
 * One payment provider behind the LiqPay protocol: the real LiqPay when LIQPAY_PUBLIC_KEY and
 * LIQPAY_PRIVATE_KEY are set, otherwise the local simulator served by this process.
 */
export interface PaymentProvider {
  kind: 'liqpay' | 'simulator';
  publicKey: string;
  isSandbox: boolean;
  /** Where the browser POSTs data + signature; relative for the simulator. */
  checkoutUrl: string;
  checkoutForm(params: Omit<CheckoutParams, 'version' | 'public_key' | 'sandbox'>): {
    action: string;
    data: string;
    signature: string;
  };
  signData(data: string): string;
  verify(data: string, signature: string): boolean;
  /** Stops the provider's regular charges of a recurring order. */
  unsubscribe(orderId: string): Promise<void>;
}

export function createPaymentProvider(
  env: Pick<Env, 'LIQPAY_PUBLIC_KEY' | 'LIQPAY_PRIVATE_KEY' | 'LIQPAY_SANDBOX' | 'SESSION_SECRET'>,
): PaymentProvider {
  const isReal = Boolean(env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY);
  const publicKey = isReal ? (env.LIQPAY_PUBLIC_KEY as string) : 'sandbox_local_simulator';
  // The simulator's key never leaves the server; derived so every process of a deployment agrees.
  const privateKey = isReal
    ? (env.LIQPAY_PRIVATE_KEY as string)
    : crypto.createHmac('sha256', env.SESSION_SECRET).update('liqpay-simulator').digest('base64');
  const isSandbox = isReal ? env.LIQPAY_SANDBOX : true;
  const encodeSigned = (params: object) => {
    const data = encodeData(params);
    return { data, signature: sign(privateKey, data) };
  };
  return {
    kind: isReal ? 'liqpay' : 'simulator',
    publicKey,
    isSandbox,
    checkoutUrl: isReal ? LIQPAY_CHECKOUT_URL : SIMULATOR_PATH,
    checkoutForm(params) {
      const full: CheckoutParams = {
        version: 3,
        public_key: publicKey,
        ...params,
        ...(isSandbox ? { sandbox: 1 as const } : {}),
      };
      return { action: isReal ? LIQPAY_CHECKOUT_URL : SIMULATOR_PATH, ...encodeSigned(full) };
    },
    signData: (data) => sign(privateKey, data),
    verify: (data, signature) => verifySignature(privateKey, data, signature),
    async unsubscribe(orderId) {
      if (!isReal) return;
      const body = new URLSearchParams(
        encodeSigned({ version: 3, public_key: publicKey, action: 'unsubscribe', order_id: orderId }),
      );
      const r = await fetch(LIQPAY_REQUEST_URL, { method: 'POST', body, signal: AbortSignal.timeout(20_000) });
      const answer = (await r.json().catch(() => null)) as { status?: string } | null;
      if (!r.ok || answer?.status !== 'unsubscribed')
        throw new Error(`LiqPay unsubscribe failed: ${r.status} ${answer?.status ?? ''}`);
    },
  };
}

const providers = new WeakMap<object, PaymentProvider>();
/** The provider of this process's configuration (one per env object). */
export function providerFor(env: Env): PaymentProvider {
  let provider = providers.get(env);
  if (!provider) {
    provider = createPaymentProvider(env);
    providers.set(env, provider);
  }
  return provider;
}
