/** Carries the shop URL of a reorder from the reorder endpoint to the order page, for one view. */
export const REORDER_URL_COOKIE = 'reorder_url';
