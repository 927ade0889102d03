/** Album name rules of spec §5: the one rule the service's schema and the album-name dialog both apply. */

/** Not a spec bound: a guard so a name always fits a tile and a database row. */
const ALBUM_NAME_MAX_LENGTH = 200;

/** First character not <, >, ; or whitespace; no <, > or ; and no control character anywhere. */
const ALBUM_NAME_PATTERN = /^[^<>;\s\u0000-\u001f\u007f][^<>;\u0000-\u001f\u007f]*$/;

/** The rule a name breaks; islands show locale key `photos.albumName.<problem>`. */
export type AlbumNameProblem = 'required' | 'invalid' | 'tooLong';

/** The service's messages, the spec's own words. */
export const ALBUM_NAME_MESSAGES: Record<AlbumNameProblem, string> = {
  required: 'Please give your album a name',
  invalid: 'Name not valid',
  tooLong: `Album names can be at most ${ALBUM_NAME_MAX_LENGTH} characters`,
};

/** The first rule a name breaks, or null when it is a valid album name. */
export function albumNameProblem(name: string): AlbumNameProblem | null {
  if (name.length === 0) return 'required';
  if (!ALBUM_NAME_PATTERN.test(name)) return 'invalid';
  if (name.length > ALBUM_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
