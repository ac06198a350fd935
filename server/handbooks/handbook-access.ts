import type { Access, PackageCode, ProtectedItem } from '../access/access';
import type { HandbookAccessLevel } from '../db/schema';

/**
 * Packages that open a handbook of each level. `standard` opens with any active subscription; the
 * higher levels need a package of that tier or above.
 */
const packagesOf: Record<HandbookAccessLevel, PackageCode[]> = {
  free: [],
  standard: [],
  professional: ['professional', 'premium', 'premium-pro', 'military-pro'],
  premium: ['premium', 'premium-pro'],
};

export function protectedHandbook(row: { id: number; access: HandbookAccessLevel }): ProtectedItem {
  return { kind: 'handbook', id: row.id, isFree: row.access === 'free', packages: packagesOf[row.access] };
}

export const canOpenHandbook = (access: Access, row: { id: number; access: HandbookAccessLevel }) =>
  access.canOpen(protectedHandbook(row));
