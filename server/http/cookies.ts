/** `__Host-` prefix needs Secure (HTTPS deployments); plain name on http://localhost. */
export const SESSION_COOKIE_NAMES = { secure: '__Host-fahivets_session', plain: 'fahivets_session' } as const;

export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
}
