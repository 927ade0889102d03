import { openModal } from '@/stores/photos-ui';

/** The 'New album' tile of the albums list (spec §2): opens the create-album modal. */
export default function NewAlbumButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => openModal({ kind: 'createAlbum' })}
      data-testid="new-album"
      className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-white text-brand hover:border-brand"
    >
      <span aria-hidden="true" className="text-4xl">
        +
      </span>
      <span className="font-medium">{label}</span>
    </button>
  );
}
