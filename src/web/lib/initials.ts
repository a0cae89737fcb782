// The letters an avatar shows when there is no photo.

/** Up to two initials for an avatar: "Asha Rao" -> "AR", "asha@x.in" -> "A". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}
