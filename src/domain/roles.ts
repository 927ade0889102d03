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

/** The page where each business detail is completed. */
export const BUSINESS_DETAIL_PAGES: Record<BusinessDetail, string> = {
  companyName: '/settings/personal-details',
  vatNumber: '/settings/personal-details',
  phone: '/settings/personal-details',
  paymentMethod: '/settings/payment-method',
};

/** The business details still empty, in the order the settings page shows them. */
export function missingBusinessDetails(details: Record<BusinessDetail, string | null>): BusinessDetail[] {
  return (Object.keys(BUSINESS_DETAILS) as BusinessDetail[]).filter((key) => !details[key]?.trim());
}

/**
 * The status after the business details changed (spec §3: Default is missing details, New pending
 * validation): the last missing detail saved moves Default to New, a detail emptied moves New back.
 * Blocked stays Blocked, and a consumer has no status.
 */
export function businessStatusAfterChange(
  status: BusinessAccountStatus | null,
  details: Record<BusinessDetail, string | null>,
): BusinessAccountStatus | null {
  if (status !== BusinessAccountStatus.Default && status !== BusinessAccountStatus.New) return status;
  return missingBusinessDetails(details).length ? BusinessAccountStatus.Default : BusinessAccountStatus.New;
}
