export { requestEmailChange, confirmEmailChange, EMAIL_IN_USE, INVALID_LINK } from './email-change';
export { requestAccountDeletion, confirmAccountDeletion, purgeAccountData } from './deletion';
export { requestSubscription, confirmSubscription, unsubscribe, subscriptionState } from './newsletter';
export { peekConfirmationToken, TOKEN_TTL_MS } from './confirmation-tokens';
export { clientAddressOf } from '../client-address';
export { requestPasswordReset, resetPassword, changePassword } from './password';
export { requestSignUp, confirmSignUp } from './sign-up';
