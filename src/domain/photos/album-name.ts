/** Album name rules of spec §5. The messages are the spec's own words. */

export const ALBUM_NAME_REQUIRED_MESSAGE = 'Please give your album a name';
export const ALBUM_NAME_INVALID_MESSAGE = 'Name not valid';
/** Not a spec bound: a guard so a name always fits a tile and a database row. */
export const ALBUM_NAME_MAX_LENGTH = 200;
export const ALBUM_NAME_TOO_LONG_MESSAGE = `Album names can be at most ${ALBUM_NAME_MAX_LENGTH} characters`;

/** First character not <, >, ; or whitespace; no <, > or ; and no control character anywhere. */
export const ALBUM_NAME_PATTERN = /^[^<>;\s\u0000-\u001f\u007f][^<>;\u0000-\u001f\u007f]*$/;

export type AlbumNameProblem = typeof ALBUM_NAME_REQUIRED_MESSAGE | typeof ALBUM_NAME_INVALID_MESSAGE | typeof ALBUM_NAME_TOO_LONG_MESSAGE;

/** The first rule a name breaks, or null when it is a valid album name. */
export function albumNameProblem(name: string): AlbumNameProblem | null {
  if (name.length === 0) return ALBUM_NAME_REQUIRED_MESSAGE;
  if (!ALBUM_NAME_PATTERN.test(name)) return ALBUM_NAME_INVALID_MESSAGE;
  if (name.length > ALBUM_NAME_MAX_LENGTH) return ALBUM_NAME_TOO_LONG_MESSAGE;
  return null;
}
