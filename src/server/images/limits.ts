/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
/** Bytes read from the start of a file to judge its type and, for PNG, its size. */
export const HEADER_BYTES = 64;
