/**
 * Largest image accepted, in pixels (width × height), checked from the file header before any
 * decoding: a small file can declare a huge canvas (a decompression bomb). 120 MP covers 108 MP phones.
 */
export const MAX_IMAGE_PIXELS = 120_000_000;

/** Why the library refuses an image file: a stable code (the UI translates `photos.upload.errors.<code>`). */
export const IMAGE_REFUSALS = ['unsupportedType', 'tooLarge', 'unreadable'] as const;
export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];

/** The en-GB message of each refusal, answered to API callers next to its code. */
export const IMAGE_REFUSAL_TEXT: Record<ImageRefusal, string> = {
  unsupportedType: 'Only JPEG, PNG and HEIC photos can be uploaded.',
  tooLarge: `This photo is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are supported.`,
  unreadable: 'This photo could not be read; the file may be damaged.',
};

/** The HTTP status of each refusal, on every path that takes an image: too many pixels is too large (413). */
export const IMAGE_REFUSAL_STATUS: Record<ImageRefusal, 413 | 415> = { unsupportedType: 415, tooLarge: 413, unreadable: 415 };
