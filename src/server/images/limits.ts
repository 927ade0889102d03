/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
