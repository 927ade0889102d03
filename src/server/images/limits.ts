/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
/**
 * Largest image accepted, in pixels (width × height), checked from the file header before any
 * decoding: a small file can declare a huge canvas (a decompression bomb). 120 MP covers 108 MP phones.
 */
export const MAX_IMAGE_PIXELS = 120_000_000;
