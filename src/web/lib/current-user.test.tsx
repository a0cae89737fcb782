// @vitest-environment happy-dom
// A prerendered page hydrates signed out and asks the server again without drawing itself twice
// (src/web/main.tsx, docs/decisions/0032).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assumeSignedOut, useAuthUser } from './current-user';
import { queryClient as appQueryClient } from './query-client';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Hydrates markup drawn signed out; counts the renders of the component reading the user. */
async function hydrateSignedOutPage(reply: Response) {
  const fetchMock = vi.fn(async () => reply);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  let renders = 0;
  function Probe() {
    const { user, isLoading } = useAuthUser();
    renders += 1;
    return <p>{isLoading ? 'loading' : (user?.email ?? 'signed out')}</p>;
  }
  const root = document.createElement('div');
  root.innerHTML = '<p>signed out</p>';
  const drawn = root.firstChild;
  assumeSignedOut(client);
  await act(() => {
    hydrate(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
      root,
    );
  });
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { root, drawn, fetchMock, renders: () => renders, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assumeSignedOut', () => {
  it('hydrates signed out, asks the server once, and draws nothing again when it says so', async () => {
    const page = await hydrateSignedOutPage(answer(401, { code: 'UNAUTHENTICATED' }));
    expect(page.fetchMock).toHaveBeenCalledTimes(1);
    expect(String(page.fetchMock.mock.calls[0]?.at(0))).toContain('/api/auth/user');
    expect(page.root.textContent).toBe('signed out');
    expect(page.root.firstChild).toBe(page.drawn);
    expect(page.renders()).toBe(1);
    page.client.clear();
  });

  it('shows a signed-in answer (a page from the cache older than a sign-in)', async () => {
    const user = { id: 7, email: 'asha@example.com' };
    const page = await hydrateSignedOutPage(answer(200, user));
    expect(page.fetchMock).toHaveBeenCalledTimes(1);
    expect(page.root.textContent).toBe('asha@example.com');
    expect(page.renders()).toBe(2);
    page.client.clear();
  });
});
