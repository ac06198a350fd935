import { ROLE_LABELS, type Role } from './calendar/deadline-rules';

/** Roles named in a query string (`roles=…` repeated or `roles[]=…`), unknown ones dropped. */
export function rolesFromQuery(values: readonly string[]): Role[] {
  return [...new Set(values.filter((v): v is Role => Object.hasOwn(ROLE_LABELS, v)))];
}
