/** The check circle of a tile (`onPhoto`, over the image) or of a month header, in the grid and the album's library picker. */
export function CheckCircle({ checked, onPhoto = false }: { checked: boolean; onPhoto?: boolean }) {
  const look = onPhoto
    ? `absolute right-2 top-2 border-white ${checked ? 'bg-brand' : 'bg-slate-900/30'}`
    : checked
      ? 'border-brand bg-brand'
      : 'border-slate-500 bg-white';
  return (
    <span aria-hidden="true" className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 ${look}`}>
      {checked && (
        <svg viewBox="0 0 24 24" className="h-4 w-4 text-white">
          <path d="M5 12l5 5L20 7" stroke="currentColor" strokeWidth="3" fill="none" />
        </svg>
      )}
    </span>
  );
}
