// @vitest-environment happy-dom
// A prerendered page carries the class merges it was drawn with (lib/cn.ts): hydrating answers from
// them, and a merge the page was not drawn with goes to tailwind-merge.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

async function freshCn() {
  return (await import('./cn')).cn;
}

describe('cn in a prerendered page', () => {
  it('answers a merge the page carries from the page, and any other from tailwind-merge', async () => {
    // A recorded answer no tailwind-merge would give proves where it came from.
    document.body.innerHTML =
      '<script type="application/json" id="cn-merges">{"p-2 p-4":"recorded"}</script>';
    const cn = await freshCn();
    expect(cn('p-2', 'p-4')).toBe('recorded');
    expect(cn('px-2', 'px-4')).toBe('px-4');
  });

  it('merges as ever on a page that carries none, or carries something unreadable', async () => {
    expect((await freshCn())('p-2', 'p-4')).toBe('p-4');
    vi.resetModules();
    document.body.innerHTML = '<script type="application/json" id="cn-merges">{oops</script>';
    expect((await freshCn())('p-2', 'p-4')).toBe('p-4');
  });
});
