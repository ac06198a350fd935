// Kept apart from the form hooks so the root bundle does not pull the validation schemas in.
/** Analytics auth event of the spec: `{method}_success` pushed to the data layer. */
export function pushAuthEvent(method: 'login' | 'signup' | 'google' | 'facebook'): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: `${method}_success` });
}
