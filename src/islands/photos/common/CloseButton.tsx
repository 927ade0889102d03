/** The cross of a close button. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The close button in the corner of a dialog or panel; `className` gives its colours on that background. */
export function CloseButton({ label, onClose, className }: { label: string; onClose: () => void; className: string }) {
  return (
    <button type="button" className={`-m-2 rounded p-2 ${className}`} aria-label={label} onClick={onClose}>
      <CloseIcon />
    </button>
  );
}
