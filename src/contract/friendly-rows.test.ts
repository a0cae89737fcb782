// The browser's copy of the SPEC §8 rows (friendly-rows.ts) is the catalogue's, code for code.
import { describe, expect, it } from 'vitest';
import { ERRORS } from './error-codes';
import { FRIENDLY_ROWS } from './friendly-rows';

describe('FRIENDLY_ROWS', () => {
  it('names exactly the codes the catalogue gives a SPEC §8 row, with the same row', () => {
    const fromCatalogue = Object.fromEntries(
      Object.entries(ERRORS).flatMap(([code, def]) =>
        'friendly' in def && def.friendly ? [[code, def.friendly]] : [],
      ),
    );
    expect(FRIENDLY_ROWS).toEqual(fromCatalogue);
  });
});
