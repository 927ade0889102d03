import type { LibraryContext } from '@/stores/library';

/** What the overlays need to know about the page, passed as props by the page. */
export interface OverlayContext {
  library: LibraryContext;
  locale: string;
  /** The localized confirmation word for delete-all (spec §5). */
  confirmWord: string;
  editor: { url: string; channel: string };
  features: { orderPrints: boolean; upload: boolean };
  /** Album pages: whether the viewer owns it (shared albums show participants to the owner). */
  album?: { id: string; name: string; shared: boolean; isOwner: boolean; ownerId: string };
}
