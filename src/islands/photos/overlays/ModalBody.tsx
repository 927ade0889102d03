import { lazy } from 'react';
import type { BodyProps } from './modal-parts';
import { AlbumNameModal } from './modals/AlbumNameModal';
import { DeleteAlbumModal } from './modals/DeleteAlbumModal';
import { CopyToAlbumModal } from './modals/CopyToAlbumModal';
import { DeleteAllModal } from './modals/DeleteAllModal';
import { DeletePhotosModal } from './modals/DeletePhotosModal';
import { RemoveFromAlbumModal } from './modals/RemoveFromAlbumModal';
import { DownloadModal } from './modals/DownloadModal';
import { ParticipantsModal } from './modals/ParticipantsModal';
import { SortNoticeModal } from './modals/SortNoticeModal';
import { OrderPrintsModal } from './modals/OrderPrintsModal';

const UploadBody = lazy(() => import('./UploadBody'));
const AlbumPicker = lazy(() => import('./AlbumPicker'));

/** The body of one modal of the stack (spec §2), by its kind; each modal is its own module in ./modals. */
export default function ModalBody(props: BodyProps) {
  const { spec } = props.entry;
  switch (spec.kind) {
    case 'createAlbum':
      return <AlbumNameModal {...props} mode="create" photoIds={spec.photoIds} />;
    case 'renameAlbum':
      return <AlbumNameModal {...props} mode="rename" albumId={spec.albumId} initial={spec.name} />;
    case 'deleteAlbum':
      return <DeleteAlbumModal {...props} albumId={spec.albumId} name={spec.name} />;
    case 'copyToAlbum':
      return <CopyToAlbumModal {...props} photoIds={spec.photoIds} />;
    case 'deleteAll':
      return <DeleteAllModal {...props} />;
    case 'deletePhotos':
      return <DeletePhotosModal {...props} photoIds={spec.photoIds} everything={spec.everything} />;
    case 'removeFromAlbum':
      return <RemoveFromAlbumModal {...props} albumId={spec.albumId} albumName={spec.albumName} photoIds={spec.photoIds} />;
    case 'download':
      return <DownloadModal {...props} photoIds={spec.photoIds} />;
    case 'upload':
      return <UploadBody {...props} />;
    case 'addFromLibrary':
      return <AlbumPicker {...props} albumId={spec.albumId} albumName={spec.albumName} />;
    case 'participants':
      return <ParticipantsModal {...props} albumId={spec.albumId} />;
    case 'sortNotice':
      return <SortNoticeModal {...props} />;
    case 'orderPrints':
      return <OrderPrintsModal {...props} photoIds={spec.photoIds} everything={spec.everything} />;
  }
}
