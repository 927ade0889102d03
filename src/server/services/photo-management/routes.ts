/**
 * Photo management API and Shared API of spec §7 (plus temporary selections and the photo file routes),
 * mounted at /api/photo-management. Every call is scoped to the caller: another account's photo or album
 * answers 404 as if it did not exist; a shared album the caller can read answers 403 to every write.
 *
 * Paging: `cursor` is opaque; pass the `cursor` of the previous answer until it is null. A cursor belongs
 * to its list, sortKey and sortOrder (another one answers 400). Timeline months are `year/month`
 * (month 1–12); the 'Unknown Date' group is `0/0` in GET /users/timeline and /photos/timeline/0/0.
 * Sorting: sortKey `created` = upload time (on album pages: when the photo was added to the album),
 * `dateTaken` = the camera's time; photos with an unknown date come last in either order.
 *
 * The library model: GET …/ids answers every photo id of a month, the library or an album in a sort (or
 * the range between two of them, for shift-click), GET …/:photoId/neighbours the photos before and after
 * one photo in that sort (across months and the unknown group), GET /users/counts the tab counts.
 *
 * Favourites: /favourites/photos reads the caller's favourites as a collection (a page, ids, neighbours) and
 * POST/DELETE with photoIds marks or unmarks them; every photo answered carries `favourite`.
 *
 * Recently deleted: DELETE /photos and /photos/all move photos to the trash (out of every listing, count
 * and album, for TRASH_RETENTION_DAYS); /trash lists, restores (into their albums too) and deletes for good.
 *
 * Uploads, downloads and activation live in the upload, downloads and photo-import services.
 */
import { timelineRoutes } from './timeline-routes';
import { onePhotoRoutes, photoRoutes } from './photo-routes';
import { trashRoutes } from './trash-routes';
import { albumRoutes } from './album-routes';
import { sharedAlbumRoutes } from './shared-album-routes';
import { tempSelectionRoutes } from './temp-selection-routes';
import { favouriteRoutes } from './favourite-routes';

/** Every route of the service, one module per resource, in the order they are matched. */
export const routes = [
  ...timelineRoutes,
  ...photoRoutes,
  ...trashRoutes,
  ...onePhotoRoutes,
  ...albumRoutes,
  ...sharedAlbumRoutes,
  ...favouriteRoutes,
  ...tempSelectionRoutes,
];
