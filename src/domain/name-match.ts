// Whether the name on an Aadhaar card is the name a person signed up with (issue 23): the same
// person writes "Asha Verma", the card says "ASHA  VERMA" or "Asha K. Verma" or "Aasha Varma".
// Tolerated: case, spacing and punctuation, word order, a middle name on one side only, initials
// ("A. Verma"), and the spellings Hindi names take in Latin letters (aa/a, ee/i, oo/u, w/v, ph/f,
// an aspirated consonant, a doubled letter). Not tolerated: another given name or surname.

/** The name's words, lower case, letters only: "Asha K. Verma" → ["asha", "k", "verma"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** A word as it sounds: the Latin spellings of one Hindi name give one key. */
export function soundKey(word: string): string {
  return word
    .replace(/([a-z])\1+/g, '$1')
    .replace(/ph/g, 'f')
    .replace(/([kgcjtdpb])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/y$/, 'i')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/[aeiou]/g, (vowel, at: number) => (at === 0 ? vowel : ''));
}

function wordsMatch(a: string, b: string): boolean {
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  return a === b || soundKey(a) === soundKey(b);
}

/**
 * True when every word of the shorter name matches a different word of the longer one, and whole
 * words match too: two when the shorter name has two (initials aside), else one. An initial alone
 * proves nothing.
 */
export function namesMatch(typed: string, onCard: string): boolean {
  const a = nameWords(typed);
  const b = nameWords(onCard);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const free = [...longer];
  let whole = 0;
  // Whole words first, so an initial does not take the word a whole word needed.
  const ordered = [...shorter].sort((x, y) => y.length - x.length);
  for (const word of ordered) {
    const at = free.findIndex((other) => wordsMatch(word, other));
    if (at === -1) return false;
    if (word.length > 1 && free[at]!.length > 1) whole += 1;
    free.splice(at, 1);
  }
  const wholeWords = shorter.filter((word) => word.length > 1).length;
  return whole >= Math.max(1, Math.min(2, wholeWords));
}
