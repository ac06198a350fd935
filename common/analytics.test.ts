import { describe, expect, it } from 'vitest';
import {
  buildAuthEvent,
  buildCheckoutEvent,
  buildCheckoutItem,
  buildPromotionEvent,
  GTM_ID_PATTERN,
  gtmSnippet,
  promotionPlacements,
} from './analytics';

describe('promotion events', () => {
  it('builds promotion_id from placement, link host and path, cut to 50 characters', () => {
    const e = buildPromotionEvent({
      type: 'view',
      placement: 'header_subscribe',
      link: 'https://fahivets.ua/subscribe?utm_source=x',
      title: 'Передплата',
    });
    expect(e).toEqual({
      event: 'view_promotion',
      ecommerce: {
        promotion_id: 'header_subscribe:fahivets.ua/subscribe',
        promotion_name: 'Передплата',
        creative_slot: 'header_subscribe',
      },
    });
  });
  it('cuts a long id and a long title to 50 characters; relative links use the base', () => {
    const e = buildPromotionEvent({
      type: 'close',
      placement: 'main_promotion_popup',
      link: `/landing/${'x'.repeat(80)}`,
      title: 'Т'.repeat(70),
      base: 'https://buh.fahivets.ua',
    });
    expect(e.event).toBe('close_promotion');
    expect(e.ecommerce.promotion_id).toHaveLength(50);
    expect(e.ecommerce.promotion_id.startsWith('main_promotion_popup:buh.fahivets.ua/landing/')).toBe(true);
    expect(e.ecommerce.promotion_name).toHaveLength(50);
  });
  it('select events and every listed placement', () => {
    expect(promotionPlacements).toHaveLength(14);
    expect(
      buildPromotionEvent({ type: 'select', placement: 'button_noaccess_video', link: '/subscribe', title: 'x' }).event,
    ).toBe('select_promotion');
  });
});

describe('checkout items', () => {
  it('has the fixed subscription category, price in UAH, quantity 1, period and payment type', () => {
    const item = buildCheckoutItem({
      packageCode: 'premium',
      packageTitle: 'Преміум',
      planCode: '12m',
      planTitle: '12 місяців',
      priceKop: 1079000,
      paymentType: 'card',
      transactionId: 'F-1',
    });
    expect(item).toEqual({
      item_id: 'premium-12m',
      item_name: 'Преміум',
      item_category: 'Передплата',
      price: 10790,
      quantity: 1,
      period: '12 місяців',
      payment_type: 'card',
      transaction_id: 'F-1',
    });
    const ev = buildCheckoutEvent('purchase', [item], 'F-1');
    expect(ev).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'UAH', value: 10790, items: [item], transaction_id: 'F-1' },
    });
  });
  it('leaves transaction_id out before an order exists', () => {
    const item = buildCheckoutItem({
      packageCode: 'standard',
      packageTitle: 'Стандарт',
      planCode: '1m',
      planTitle: '1 місяць',
      priceKop: 49000,
      paymentType: 'invoice',
    });
    expect('transaction_id' in item).toBe(false);
    expect(buildCheckoutEvent('begin_checkout', [item]).ecommerce.currency).toBe('UAH');
  });
});

describe('tag manager and auth events', () => {
  it('accepts GTM- with uppercase letters or digits only', () => {
    expect(GTM_ID_PATTERN.test('GTM-AB12CD')).toBe(true);
    for (const bad of ['gtm-AB12', 'GTM-ab12', 'GTM-', 'UA-1234', 'GTM-AB12"', 'GTM-A B']) {
      expect(GTM_ID_PATTERN.test(bad)).toBe(false);
    }
  });
  it('builds the container loader for a valid id only', () => {
    expect(gtmSnippet('GTM-K7Q2M9')).toContain("'dataLayer','GTM-K7Q2M9'");
    expect(gtmSnippet('GTM-K7Q2M9')).toContain('https://www.googletagmanager.com/gtm.js?id=');
    expect(() => gtmSnippet("GTM-1');alert(1)//")).toThrow();
  });
  it('names the auth event {method}_success, with user_id when known', () => {
    expect(buildAuthEvent('login')).toEqual({ event: 'login_success' });
    expect(buildAuthEvent('signup', 42)).toEqual({ event: 'signup_success', user_id: 42 });
    expect(buildAuthEvent('google', null)).toEqual({ event: 'google_success' });
  });
  it('builds view, select and close promotion events for every placement', () => {
    for (const type of ['view', 'select', 'close'] as const) {
      for (const placement of promotionPlacements) {
        const e = buildPromotionEvent({ type, placement, link: '/subscribe', title: 'Передплата' });
        expect(e.event).toBe(`${type}_promotion`);
        expect(e.ecommerce.creative_slot).toBe(placement);
        expect(e.ecommerce.promotion_id.length).toBeLessThanOrEqual(50);
      }
    }
  });
});
