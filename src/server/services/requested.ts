import { json } from '../http/json';

/** 202 to a request that mailed a link: what happens next is up to whoever reads the mail. */
export const requested = (): Response => json({ requested: true }, 202);
