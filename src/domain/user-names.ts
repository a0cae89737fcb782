// How a person is named on screen (SPEC §2) without zod: the signed-in header and greetings need
// these on the first load; the public user schema is user.schema.ts.
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Header profile link: first name, else the local part of the email, else 'User' (SPEC §2). */
export function headerName(user: NamedPerson): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Dashboard greeting: first name, else email (SPEC §2 seller dashboard). */
export function greetingName(user: NamedPerson): string {
  return user.firstName?.trim() || user.email || 'there';
}

/** Profile: full name, else email. */
export function fullNameOrEmail(user: NamedPerson): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.email || 'User';
}
