// The search pieces of the admin lists (decision 0023, issue 28): item numbers as the cards write
// them, and the start of a user id from three characters.
import { describe, expect, it } from 'vitest';
import { searchedId, userIdStartsWith } from './list-filters';

describe('searchedId', () => {
  it.each([
    ['8', 8],
    ['#8', 8],
    ['# 8', 8],
    ['#123456789', 123456789],
  ])('reads %j as %d', (text, id) => {
    expect(searchedId(text)).toBe(id);
  });

  it.each(['', '#', '8a', '##8', '1234567890', '-8', '8.0'])('reads %j as no number', (text) => {
    expect(searchedId(text)).toBeNull();
  });
});

describe('userIdStartsWith', () => {
  it('upper-cases the start of an id, from 3 to 10 characters', () => {
    expect(userIdStartsWith('kw2')).toBe('KW2%');
    expect(userIdStartsWith('KWZZ9448VA')).toBe('KWZZ9448VA%');
  });

  it.each(['', '2', 'kw', 'KWZZ9448VAX', 'kw_', 'kw%', 'a b', '#12'])(
    'finds no id by %j',
    (text) => {
      expect(userIdStartsWith(text)).toBeNull();
    },
  );
});
