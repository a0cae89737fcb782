// The session-checked download link against a fake document: the link's own navigation never
// happens; the file is asked for only after the check has passed, from the href the link had when
// clicked; a failed check reaches the caller's handling and asks for no file.
import type { MouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadAfterSessionCheck } from './session-checked-download';

interface FakeLink {
  href: string;
  download: string | undefined;
  click: () => void;
}

let saved: { href: string; download: string | undefined }[];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('document', {
    createElement: (tag: string): FakeLink => {
      expect(tag).toBe('a');
      const link: FakeLink = {
        href: '',
        download: undefined,
        click: () => saved.push({ href: link.href, download: link.download }),
      };
      return link;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const HREF = 'http://127.0.0.1/api/profile/data-export';

/** A click on a link, whose currentTarget is gone once the handler has returned (as React's). */
function clickOn(href: string) {
  const event = {
    currentTarget: { href } as HTMLAnchorElement | null,
    preventDefault: vi.fn(),
  };
  return event;
}

function run(event: ReturnType<typeof clickOn>, check: () => Promise<unknown>) {
  const onFailure = vi.fn();
  const done = downloadAfterSessionCheck(event as unknown as MouseEvent<HTMLAnchorElement>, {
    check,
    onFailure,
  });
  // The handler has returned to the browser: React's event forgets its target.
  event.currentTarget = null;
  return { done, onFailure };
}

describe('downloadAfterSessionCheck', () => {
  it('saves the link href only once the check has passed', async () => {
    let pass!: () => void;
    const event = clickOn(HREF);
    const { done, onFailure } = run(event, () => new Promise<void>((resolve) => (pass = resolve)));

    expect(event.preventDefault).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(saved).toEqual([]);

    pass();
    await done;
    expect(saved).toEqual([{ href: HREF, download: '' }]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('saves nothing when the check fails, and hands the failure to the caller', async () => {
    const refusal = new Error('401: {"code":"UNAUTHENTICATED"}');
    const event = clickOn(HREF);
    const { done, onFailure } = run(event, () => Promise.reject(refusal));

    await done;
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(refusal);
    expect(saved).toEqual([]);
  });
});
