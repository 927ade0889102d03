/** The authentication-method claim value that marks a business user (spec §1, §3). */
export const BUSINESS_AUTH_METHOD = 'b2b';
export const AUTH_METHOD_CLAIM = 'amr';

/** Business is a stored user type equal to b2b (any case) or the authentication-method claim. */
export function isBusinessUser(userType: string | null | undefined, authMethods: readonly string[] | undefined): boolean {
  if (userType?.toLowerCase() === BUSINESS_AUTH_METHOD) return true;
  return (authMethods ?? []).some((m) => m.toLowerCase() === BUSINESS_AUTH_METHOD);
}

export const BusinessAccountStatus = { Default: 'Default', New: 'New', Blocked: 'Blocked' } as const;
export type BusinessAccountStatus = (typeof BusinessAccountStatus)[keyof typeof BusinessAccountStatus];

/** Business details a customer completes for validation, each with the locale key of its name. */
export const BUSINESS_DETAILS = {
  companyName: 'settings.companyName',
  vatNumber: 'settings.vatNumber',
  phone: 'settings.phone',
  paymentMethod: 'titles.paymentMethod',
} as const;
export type BusinessDetail = keyof typeof BUSINESS_DETAILS;

/** The business details still empty, in the order the settings page shows them. */
export function missingBusinessDetails(details: Record<BusinessDetail, string | null>): BusinessDetail[] {
  return (Object.keys(BUSINESS_DETAILS) as BusinessDetail[]).filter((key) => !details[key]?.trim());
}
