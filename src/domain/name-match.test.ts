import { describe, expect, it } from 'vitest';
import { namesMatch, soundKey } from './name-match';

describe('the name on an Aadhaar card against the name signed up with', () => {
  it.each([
    ['Asha Verma', 'ASHA VERMA'],
    ['Asha Verma', '  asha   verma '],
    ['Asha Verma', 'Verma Asha'],
    ['Asha Verma', 'Asha Kumari Verma'],
    ['Asha Kumari Verma', 'Asha Verma'],
    ['A. Verma', 'Asha Verma'],
    ['Asha K Verma', 'Asha Kumari Verma'],
    ['Aasha Varma', 'Asha Verma'],
    ['Sunil Sharma', 'Suneel Sharmaa'],
    ['Pooja Shah', 'Puja Sah'],
    ['Vikas Dubey', 'Wikas Dubey'],
    ['Bhavna Joshi', 'Bhawna Joshi'],
    ['Ramesh', 'Ramesh'],
    ["Asha D'Souza", 'Asha DSouza'],
  ])('%j matches %j', (typed, onCard) => {
    expect(namesMatch(typed, onCard)).toBe(true);
  });

  it.each([
    ['Asha Verma', 'Usha Verma'],
    ['Asha Verma', 'Asha Sharma'],
    ['Asha Verma', 'Ravi Kumar'],
    ['A. Verma', 'Ravi Verma'],
    ['A V', 'Asha Verma'],
    ['Asha', 'Asha Verma Singh Rao'.replace('Asha', 'Usha')],
    ['', 'Asha Verma'],
    ['Asha Verma', ''],
    ['12345', 'Asha Verma'],
  ])('%j does not match %j', (typed, onCard) => {
    expect(namesMatch(typed, onCard)).toBe(false);
  });

  it('gives the Latin spellings of one name one key', () => {
    expect(soundKey('aasha')).toBe(soundKey('asha'));
    expect(soundKey('sharmaa')).toBe(soundKey('sharma'));
    expect(soundKey('usha')).not.toBe(soundKey('asha'));
  });
});
