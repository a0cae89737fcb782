// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstInput from './first-input';

// The module remembers the first input for the page's life: each test gets a fresh page's copy.
let afterFirstInput: typeof FirstInput.afterFirstInput;
beforeEach(async () => {
  vi.resetModules();
  ({ afterFirstInput } = await import('./first-input'));
});

describe('afterFirstInput', () => {
  it('waits for the first touch, then runs each waiting callback once', () => {
    const first = vi.fn();
    const second = vi.fn();
    afterFirstInput(first);
    afterFirstInput(second);
    document.dispatchEvent(new Event('scroll'));
    expect(first).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs at once after the first input, and not at all once cancelled', () => {
    const cancelled = vi.fn();
    const cancel = afterFirstInput(cancelled);
    cancel();
    // focusin: a field focused by the keyboard or by the page counts as the reader arriving.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterFirstInput(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
