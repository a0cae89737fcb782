// @vitest-environment happy-dom
// The one lazy-loading primitive (lazy.ts): a component waits in its Suspense until its chunk is
// here, draws at once when preloaded (a prerendered page hydrates to its HTML), and a failed
// fetch goes to the error handling as a NetworkError and is fetched again the next time.
import { render } from 'preact';
import { Component, Suspense, type ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-client';
import { lazy } from './lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  override componentDidCatch(error: unknown) {
    this.setState({ error });
  }
  override render() {
    return this.state.error instanceof NetworkError ? <p>failed</p> : this.props.children;
  }
}

/** A load that waits until the test lets it answer. */
function heldLoad() {
  let answer!: (outcome: 'ok' | 'fail') => void;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<typeof Greeting>((resolve, reject) => {
      answer = (outcome) => (outcome === 'ok' ? resolve(Greeting) : reject(new Error('offline')));
    });
  };
  return { load, answer: (outcome: 'ok' | 'fail') => answer(outcome), loads: () => loads };
}

function draw(element: ReactNode): HTMLElement {
  const root = document.createElement('div');
  render(
    <Boundary>
      <Suspense fallback={<p>waiting</p>}>{element}</Suspense>
    </Boundary>,
    root,
  );
  return root;
}

describe('lazy', () => {
  it('shows the fallback until the chunk is here, then the component', async () => {
    const held = heldLoad();
    const Lazy = lazy(held.load);
    let root!: HTMLElement;
    await act(() => {
      root = draw(<Lazy name="Asha" />);
    });
    expect(root.textContent).toBe('waiting');
    held.answer('ok');
    await vi.waitFor(() => expect(root.textContent).toBe('Hello Asha'));
  });

  it('draws at once, without the fallback, once preloaded', async () => {
    const held = heldLoad();
    const Lazy = lazy(held.load);
    const preloaded = Lazy.preload();
    held.answer('ok');
    await preloaded;
    let root!: HTMLElement;
    act(() => {
      root = draw(<Lazy name="Ravi" />);
    });
    expect(root.textContent).toBe('Hello Ravi');
    expect(held.loads()).toBe(1);
  });

  it('gives a failed fetch to the error handling, and fetches again the next time', async () => {
    const held = heldLoad();
    const Lazy = lazy(held.load);
    let root!: HTMLElement;
    await act(() => {
      root = draw(<Lazy name="Meera" />);
    });
    held.answer('fail');
    await vi.waitFor(() => expect(root.textContent).toBe('failed'));
    const again = Lazy.get();
    expect(held.loads()).toBe(2);
    held.answer('ok');
    await expect(again).resolves.toBe(Greeting);
  });
});
