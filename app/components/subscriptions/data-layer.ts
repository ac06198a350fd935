declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Analytics pushes go to the tag manager's data layer only (no API call). */
export function pushDataLayer(event: { event: string; ecommerce?: unknown }): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // The previous ecommerce object is cleared first so fields do not leak between events.
  if (event.ecommerce) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}
