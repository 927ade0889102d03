import { requestedAnswer } from '../schemas/account';

export const TOO_MANY_REQUESTS = 'Too many requests, try again later';

/** The answer of a request that mails a link (202), and its refusals: 429 when asked too often, and `more`. */
export const mailsALink = (more: Record<number, string> = {}) => ({
  response: { 202: requestedAnswer },
  refusals: { 429: TOO_MANY_REQUESTS, ...more },
});
