import { welcomeDismissedCookie } from '@/domain/photos-ui/welcome';
import { CloseIcon } from './common/CloseButton';

/**
 * The close button of the photos page's welcome banner. Without JavaScript (or before this island
 * hydrates) its form posts the action that sets the cookie; here the cookie is written at once and the
 * banner closes without a reload. Where cookies are blocked the banner only closes for this page.
 */
export default function WelcomeDismiss({ action, label }: { action: string; label: string }) {
  const onSubmit = (e: React.SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    try {
      document.cookie = welcomeDismissedCookie(window.location.protocol === 'https:');
    } catch {
      /* cookies blocked: closed for this page only */
    }
    const banner = e.currentTarget.closest<HTMLElement>('[data-welcome-banner]');
    if (banner) banner.hidden = true;
    // The button is gone: focus goes to the page's heading, just above where the banner was.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit}>
      <button
        type="submit"
        className="flex h-9 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        aria-label={label}
        data-testid="welcome-dismiss"
      >
        <CloseIcon />
      </button>
    </form>
  );
}
