/** Form rules of spec §5 for the photo modals, checked on submit only (album names: src/domain/photos/album-name.ts). */

/** The typed text must equal the localized confirmation word exactly. */
export function deleteAllConfirmed(typed: string, word: string): boolean {
  return typed === word;
}

/** uploadUrl must be a valid absolute http(s) URL for the native upload hand-off. */
export function validUploadUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
