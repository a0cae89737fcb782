// A download link whose file needs a session (the console's CSV exports, decision 0025; "Download
// my data", docs/privacy.md). The browser saves whatever the server answers under the file's
// name, so after the session has ended a plain <a download> would save the JSON refusal as the
// person's file. A click therefore first runs a cheap authenticated read and only when it succeeds
// starts the browser's own download (streamed to disk, named by Content-Disposition); when it
// fails there is no file and the caller handles the failure as its app handles any other call's.
import type { MouseEvent } from 'react';

export interface SessionCheck {
  /** The cheap authenticated read; it rejects (an ApiError 401, ...) when the session is gone. */
  check: () => Promise<unknown>;
  /** The caller's handling of the check's failure: a 401 its signed-out state, else a message. */
  onFailure: (error: unknown) => void;
}

/** The link's click handler: the link's own href is downloaded once the check has passed. */
export async function downloadAfterSessionCheck(
  event: MouseEvent<HTMLAnchorElement>,
  { check, onFailure }: SessionCheck,
): Promise<void> {
  event.preventDefault();
  // Read now: React's event no longer has a currentTarget once the handler has returned.
  const href = event.currentTarget.href;
  try {
    await check();
  } catch (error) {
    onFailure(error);
    return;
  }
  saveFrom(href);
}

/** Starts the browser's own download of `href`, as the link would have. */
function saveFrom(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}
