import { IMAGE_REFUSALS } from '@/domain/photos/image-refusals';

const plural = (key: string) => [`${key}_one`, `${key}_other`];

/** The translated strings each photo island receives as props (islands never load locale files). */
export const GRID_KEYS = [
  'photos.grid.label', 'photos.unknownDate', ...plural('photos.showMore'), 'photos.selectMonth', 'photos.errors.load', 'photos.retry',
  'photos.takenOn', 'photos.empty.library', 'photos.empty.album', 'photos.empty.shared', 'photos.jumpTo', 'photos.jumpToPlaceholder',
  'photos.select', 'photos.cancelSelect', 'photos.orderPrints', 'photos.sort.label', 'photos.sort.dateAddedDesc', 'photos.sort.dateAddedAsc',
  'photos.sort.dateTakenDesc', 'photos.sort.dateTakenAsc', 'photos.sort.dateUploaded', 'photos.deleteAll', 'photos.toolbar.label',
  ...plural('photos.selectedCount'), 'photos.deselectAll', 'photos.selectAll', 'photos.rangeHint', 'photos.toolbar.copy', 'photos.toolbar.remove', 'photos.toolbar.delete',
  'photos.toolbar.download', 'photos.downloadLimit', 'photos.unavailableShared', 'photos.import.importing', 'photos.import.imported',
  'photos.import.failed',
];

export const OVERLAY_KEYS = [
  'common.close', 'common.cancel', 'common.save', 'common.previous', 'common.next',
  'photos.ok', 'photos.loading', 'photos.retry', 'photos.takenOn', 'photos.unavailableShared', 'photos.newAlbum', ...plural('photos.albumCount'),
  'photos.orderPrints', 'photos.toolbar.label', 'photos.toolbar.copy', 'photos.toolbar.remove', 'photos.toolbar.delete', 'photos.toolbar.download',
  'photos.sortNotice.title', 'photos.sortNotice.body',
  'photos.createAlbum.title', 'photos.createAlbum.submit', 'photos.renameAlbum.title', 'photos.albumName.label',
  'photos.albumName.required', 'photos.albumName.invalid', 'photos.albumName.tooLong',
  'photos.deleteAlbum.title', 'photos.deleteAlbum.body', 'photos.deleteAlbum.submit',
  'photos.copy.title', 'photos.copy.pick', 'photos.copy.submit',
  'photos.deleteAllModal.title', 'photos.deleteAllModal.body', 'photos.deleteAllModal.label', 'photos.deleteAllModal.mismatch', 'photos.deleteAllModal.submit',
  'photos.deleteOne.title', 'photos.deleteOne.body', 'photos.deleteMany.title', 'photos.deleteMany.body',
  'photos.removeOne.title', 'photos.removeMany.title', 'photos.removeModal.body', 'photos.removeModal.deleteInstead',
  'photos.download.titleOne', 'photos.download.titleMany', 'photos.download.zip',
  'photos.participants.title', 'photos.participants.owner',
  'photos.orderPrintsModal.title', ...plural('photos.orderPrintsModal.body'), 'photos.orderPrintsModal.preparing',
  'photos.upload.title', 'photos.upload.drop', 'photos.upload.pick', 'photos.upload.types', 'photos.upload.wrongType', 'photos.upload.overall',
  'photos.upload.duplicate', 'photos.upload.done', 'photos.upload.refused', ...IMAGE_REFUSALS.map((code) => `photos.upload.errors.${code}`), 'photos.upload.start', 'photos.upload.confirm', ...plural('photos.upload.duplicates'),
  'photos.upload.remove', 'photos.upload.removeFile', ...plural('photos.upload.discardQuestion'), 'photos.upload.keep', 'photos.upload.discard',
  'photos.preview.title', 'photos.preview.back', 'photos.preview.uploaded', 'photos.preview.unavailable', 'photos.errors.load',
  'photos.toast.preparing', 'photos.toast.downloading', 'photos.toast.failed', ...plural('photos.toast.copied'), 'photos.toast.removedOne', 'photos.toast.removedMany',
  'photos.errors.saveAlbum', 'photos.errors.removeAlbum', 'photos.errors.albums', 'photos.errors.sharedAlbum', 'photos.errors.transfer',
  'photos.errors.deleteAll', 'photos.errors.deleteOne', 'photos.errors.deleteMany', 'photos.errors.removeOne', 'photos.errors.removeMany',
  'photos.errors.downloadOne', 'photos.errors.downloadMany', 'photos.errors.unexpected', 'photos.errors.retriesExceeded',
];

export const ALBUM_HEADER_KEYS = [
  ...plural('photos.albumCount'), 'photos.renameAlbum.button', 'photos.shared.owner', 'photos.addPhotos', 'photos.participants.button', 'photos.deleteAlbum.button',
];
