// Whether the app runs the page yet. A prerendered page is on screen before its scripts
// (docs/decisions/0019): until they have hydrated it, its buttons are disabled and its fields read
// only, so that nothing typed or pressed meanwhile is lost, and no form is sent by the browser
// itself (a GET with the password in the address). False while rendering on the server and during
// hydration, true after it and on every render of a page the browser drew itself.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
