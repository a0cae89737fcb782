// A name written in Devanagari, in Latin letters (issue 22): RazorpayX takes contact and account
// holder names in Latin letters only, and many sellers type theirs in Hindi ("आशा वर्मा"). A payout
// refused for the script would leave them unpaid; the bank does not match the holder's name on
// IMPS or UPI, so a faithful spelling is enough. A plain scheme (Hunterian, as Indian Railways and
// passports spell names): consonants carry an inherent "a" unless a vowel sign or virama follows,
// and the inherent "a" at the end of a word is not written ("राम" -> "Ram"). Other scripts' letters
// are left for the caller to drop.

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
};

const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
};

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** With a nukta (़) these are other sounds: क़ q, ख़ kh, ग़ gh, ज़ z, ड़ r, ढ़ rh, फ़ f. */
const NUKTA_FORMS: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
};

const VIRAMA = '्';
const NUKTA = '़';

function transliterateWord(word: string): string {
  const letters = [...word.normalize('NFC')];
  let out = '';
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i]!;
    const consonant = CONSONANTS[letter];
    if (consonant !== undefined) {
      let sound = consonant;
      if (letters[i + 1] === NUKTA) {
        sound = NUKTA_FORMS[letter] ?? consonant;
        i += 1;
      }
      const next = letters[i + 1];
      if (next === VIRAMA) {
        out += sound;
        i += 1;
      } else if (next !== undefined && SIGNS[next] !== undefined) {
        out += sound + SIGNS[next];
        i += 1;
      } else {
        // The inherent "a", except at the end of a word of more than one letter.
        const last = next === undefined || !/[\u0900-\u097F]/.test(next);
        out += sound + (last && out !== '' ? '' : 'a');
      }
    } else if (VOWELS[letter] !== undefined) {
      out += VOWELS[letter];
    } else if (letter === 'ं' || letter === 'ँ') {
      out += 'n';
    } else if (letter === 'ः') {
      out += 'h';
    } else if (/[\u0900-\u097F]/.test(letter)) {
      // Digits, danda and signs not in a name: dropped.
    } else {
      out += letter;
    }
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** The name with every Devanagari word spelled in Latin letters; other words as they were. */
export function latinName(name: string): string {
  return name
    .split(/(\s+)/)
    .map((part) => (/[\u0900-\u097F]/.test(part) ? transliterateWord(part) : part))
    .join('');
}
