/** Form rules of spec §5 for the photo modals, checked on submit only. */
import { ALBUM_NAME_MAX_LENGTH, ALBUM_NAME_PATTERN } from '../photos/album-name';

/** Which locale message a name gets: photos.albumName.required / invalid / tooLong. */
export type AlbumNameError = 'required' | 'invalid' | 'tooLong' | null;

export function albumNameError(name: string): AlbumNameError {
  if (name.length === 0) return 'required';
  if (!ALBUM_NAME_PATTERN.test(name)) return 'invalid';
  return name.length > ALBUM_NAME_MAX_LENGTH ? 'tooLong' : null;
}

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
