// The address a person has just signed up with, carried to the sign-in page in the history
// entry's state (issue 15): nobody should type it twice. History state, not storage: it belongs
// to that one step, survives a reload of the sign-in page, and is gone in a new tab.

interface SignedUpState {
  signedUpEmail: string;
}

/** The `state` to navigate to a sign-in page with after a signup. */
export function signedUpState(email: string): SignedUpState {
  return { signedUpEmail: email };
}

/** The address the history entry carries; '' when there is none (or when rendering on the server). */
export function signedUpEmail(): string {
  if (typeof window === 'undefined') return '';
  const state = window.history.state as Partial<SignedUpState> | null;
  return typeof state?.signedUpEmail === 'string' ? state.signedUpEmail : '';
}
