export { requestEmailChange, confirmEmailChange, EMAIL_IN_USE, INVALID_LINK } from './email-change';
export { requestAccountDeletion, confirmAccountDeletion, purgeAccountData } from './deletion';
export { requestSubscription, confirmSubscription, unsubscribe, subscriptionState } from './newsletter';
export { peekConfirmationToken, TOKEN_TTL_MS } from './tokens';

/** The client address of a request as the Node adapter records it ('unknown' outside a server). */
export function clientAddressOf(request: Request): string {
  const value = Reflect.get(request, Symbol.for('astro.clientAddress'));
  return typeof value === 'string' && value ? value : 'unknown';
}
export { requestPasswordReset, resetPassword, changePassword } from './password';
