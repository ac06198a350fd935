/** Package codes of the subscription offer (spec part 1 §6), cheapest first. */
export const packageCodes = ['standard', 'professional', 'premium', 'premium-pro', 'military-pro'] as const;
export type PackageCode = (typeof packageCodes)[number];

/** Plan codes: how long a package is bought for. */
export const planCodes = ['1m', '3m', '6m', '12m'] as const;
export type PlanCode = (typeof planCodes)[number];

export function isPackageCode(code: string): code is PackageCode {
  return (packageCodes as readonly string[]).includes(code);
}
