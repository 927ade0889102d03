/**
 * The Albums tab counts the viewer's own albums, plus the albums shared with them when the shared-albums
 * view is on (spec §2). `albumsCount` is the Photo user's totals.albumsCount (own plus shared with them);
 * `readAlbumsCount` the albums shared with them.
 */
export function albumsTabCount(albumsCount: number, readAlbumsCount: number, sharedView: boolean): number {
  return sharedView ? albumsCount : Math.max(0, albumsCount - readAlbumsCount);
}
