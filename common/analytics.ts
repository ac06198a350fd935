/**
 * Builders of analytics pushes (spec part 2 §3 "Analytics events"). Pure: the UI pushes their
 * results to window.dataLayer; no API call is made.
 */
export const promotionPlacements = [
  'default',
  'new_chat',
  'new_promo',
  'news_promo_main',
  'header_subscribe',
  'main_page_banner',
  'main_promotion_popup',
  'special_offer_main',
  'academy_promo_main',
  'services_promo_main',
  'button_notification',
  'banner_subscribe_new',
  'banner_subscribe_end',
  'button_noaccess_video',
] as const;
export type PromotionPlacement = (typeof promotionPlacements)[number];
export type PromotionEventType = 'view' | 'select' | 'close';

/** Fixed item_category of every checkout item. */
export const CHECKOUT_ITEM_CATEGORY = 'Передплата';
export const ANALYTICS_CURRENCY = 'UAH';
const CUT = 50;

/**
 * promotion_id = "{placement}:{link host}{link path}" cut to 50 characters; the title (promotion_name)
 * is cut to 50 characters too. A relative link is read against `base`.
 */
export function buildPromotionEvent(opts: {
  type: PromotionEventType;
  placement: PromotionPlacement;
  link: string;
  title: string;
  base?: string;
}) {
  let hostPath = '';
  try {
    const url = new URL(opts.link, opts.base ?? 'https://fahivets.ua');
    hostPath = `${url.host}${url.pathname}`;
  } catch {
    hostPath = opts.link;
  }
  return {
    event: `${opts.type}_promotion`,
    ecommerce: {
      promotion_id: `${opts.placement}:${hostPath}`.slice(0, CUT),
      promotion_name: opts.title.trim().slice(0, CUT),
      creative_slot: opts.placement,
    },
  };
}

export interface CheckoutItemInput {
  packageCode: string;
  packageTitle: string;
  planCode: string;
  planTitle: string;
  priceKop: number;
  paymentType: 'card' | 'invoice';
  transactionId?: string;
}

export interface CheckoutItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
  period?: string;
  payment_type: string;
  transaction_id?: string;
}

export function buildCheckoutItem(input: CheckoutItemInput): CheckoutItem {
  const item: CheckoutItem = {
    item_id: `${input.packageCode}-${input.planCode}`,
    item_name: input.packageTitle,
    item_category: CHECKOUT_ITEM_CATEGORY,
    price: input.priceKop / 100,
    quantity: 1,
    period: input.planTitle,
    payment_type: input.paymentType,
  };
  if (input.transactionId) item.transaction_id = input.transactionId;
  return item;
}

/** begin_checkout / add_payment_info / purchase with the items and currency UAH. */
export function buildCheckoutEvent(
  event: 'begin_checkout' | 'add_payment_info' | 'purchase',
  items: CheckoutItem[],
  transactionId?: string,
) {
  const ecommerce: Record<string, unknown> = {
    currency: ANALYTICS_CURRENCY,
    value: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
    items,
  };
  if (transactionId) ecommerce.transaction_id = transactionId;
  return { event, ecommerce };
}

/** Tag manager container id (spec part 2 §9): GTM- followed by uppercase letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The container's loader, inlined with the page's CSP nonce; the id is checked again before use. */
export function gtmSnippet(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error('invalid tag manager container id');
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('script[nonce]');" +
    "if(n){j.nonce=n.nonce||n.getAttribute('nonce')}f.parentNode.insertBefore(j,f);})" +
    `(window,document,'script','dataLayer','${id}');`
  );
}

export type AuthMethod = 'login' | 'signup' | 'google' | 'facebook';

/** The auth event `{method}_success`, with the user's id when known. */
export function buildAuthEvent(method: AuthMethod, userId?: number | null): { event: string; user_id?: number } {
  return userId ? { event: `${method}_success`, user_id: userId } : { event: `${method}_success` };
}
