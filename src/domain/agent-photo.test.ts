import { describe, expect, it } from 'vitest';
import { agentPhotoProblem } from './agent-photo';
import { MAX_IMAGE_BYTES } from './constants';

const photo = (size: number, type = 'image/jpeg', name = 'me.jpg') => ({ name, size, type });

describe('agentPhotoProblem', () => {
  it("says 'Profile photo is required' when nothing was chosen", () => {
    expect(agentPhotoProblem(null)).toBe('Profile photo is required');
    expect(agentPhotoProblem(undefined)).toBe('Profile photo is required');
  });

  it('accepts an image of 4,999,999 bytes, just under 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(4_999_999);
    expect(agentPhotoProblem(photo(4_999_999))).toBeNull();
  });

  it("refuses exactly 5,000,000 bytes with 'Profile photo must be smaller than 5MB'", () => {
    expect(agentPhotoProblem(photo(5_000_000))).toBe('Profile photo must be smaller than 5MB');
  });

  it('refuses a file that is not an image', () => {
    expect(agentPhotoProblem(photo(1000, 'application/pdf', 'me.pdf'))).toBe(
      'Please select an image file',
    );
  });

  it('judges a typeless pick by its name', () => {
    expect(agentPhotoProblem(photo(4000, '', 'IMG_0001.JPG'))).toBeNull();
    expect(agentPhotoProblem(photo(1000, '', 'notes.txt'))).toBe('Please select an image file');
  });
});
