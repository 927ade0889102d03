/** The one spelling of an e-mail address that accounts, tokens and subscriptions are stored and compared under. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
