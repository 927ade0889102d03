/**
 * The photo library manager (docs/architecture.md §7): the one public surface of the library's client
 * state, used by the grid, the preview, the album's picker and the selection.
 *
 * - What is shown: month sections (or one flat section) that page themselves, in the device's sort.
 * - What is meant: the selection (ids), whose month, whole-collection and range changes are asked of the
 *   server through `./scopes`; the counts, always the server's.
 * - The preview, keyed by photo id, walking the collection through the server's neighbours (`./walk`).
 * - The album's library picker, paging the library's months with the grid's pager (`./picker`).
 *
 * `./scopes`, `./walk` and `./picker` are entry points of their own, loaded on first use (the grid
 * ships none of their code); everything else is reached through this module only (a lint rule).
 */
export {
  $library,
  $albumMeta,
  FLAT_KEY,
  collectionOf,
  sortPageOf,
  isTimeline,
  initialState,
  storedSorting,
  loadSection,
  loadIfUninitialized,
  setSorting,
  loadedPhotos,
  findPhoto,
  removeFromLibrary,
  markFavourites,
  refreshTimeline,
  reloadLibrary,
  afterChange,
  type LibraryPhoto,
  type LibraryView,
  type LibraryContext,
  type LibraryState,
  type InitialLibrary,
} from './state';
export { $counts, seedCounts, adjustCounts, refreshCounts, type Counts } from './counts';
export { $selection, $selectionBusy, $selectionAnchor, $monthIds, monthIdsKey, $printing, $printHintSize } from './selection';
export { $preview, $previewShown, $gone, bufferPreviewStep, setPreviewListening } from './preview';
