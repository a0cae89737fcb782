// Issue 28, finding 9: one rule for the size and type of a chosen image (domain/image-files.ts)
// on every picker, so what a screen says is what it does: /submit said "5 MB" and took a 6.1 MB
// photo (made smaller first) while agent signup refused one; and every text naming the accepted
// types names them all (the wrong-type error of /submit left out HEIC, which its hint offers).
import { describe, expect, it } from 'vitest';
import { PLATFORM_ERRORS } from '@/contract/errors/platform-errors';
import { agentPhotoProblem } from '@/domain/agent-photo';
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import { IMAGE_KIND_NAMES, PHOTO_KINDS } from '@/domain/image-files';
import { documentImageProblem, profilePhotoProblem } from '@/web/components/documents/image-checks';
import enAgents from '@/web/i18n/locales/en/agent-auth';
import enItems from '@/web/i18n/locales/en/seller-items';
import hiAgents from '@/web/i18n/locales/hi/agent-auth';
import hiPlatform from '@/web/i18n/locales/hi/errors-platform';
import hiItems from '@/web/i18n/locales/hi/seller-items';
import { PHOTO_ACCEPT, sortIncomingPhotos } from './photo-checks';

/** A JPEG of `size` bytes: real first bytes, then padding. */
function jpegFile(size: number, name = 'IMG_2041.jpg', type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type });
}

const SIX_POINT_ONE_MB = 6_100_000;

describe('one size rule on every picker', () => {
  it('refuses the 6.1 MB photo on /submit, as agent signup, the profile photo and Aadhaar do', async () => {
    const photo = jpegFile(SIX_POINT_ONE_MB);
    const { accepted, refusals } = await sortIncomingPhotos([photo], 0);
    expect(accepted).toEqual([]);
    expect(refusals).toEqual([{ reason: 'tooLarge', fileName: 'IMG_2041.jpg' }]);
    expect(agentPhotoProblem(photo)).toBe('Profile photo must be smaller than 5MB');
    expect(profilePhotoProblem(photo)).toBe('Image size must be less than 5MB');
    expect(documentImageProblem(photo)).toBe('Image size must be less than 5MB');
  });

  it('accepts 4,999,999 bytes everywhere and refuses 5,000,000', async () => {
    expect(MAX_IMAGE_BYTES).toBe(4_999_999);
    const under = jpegFile(4_999_999);
    const at = jpegFile(5_000_000);
    expect((await sortIncomingPhotos([under], 0)).accepted).toEqual([under]);
    expect((await sortIncomingPhotos([at], 0)).refusals[0]?.reason).toBe('tooLarge');
    for (const check of [agentPhotoProblem, profilePhotoProblem, documentImageProblem]) {
      expect(check(under)).toBeNull();
      expect(check(at)).not.toBeNull();
    }
  });

  it('offers every photo format the server accepts, AVIF included, on every photo picker', async () => {
    for (const type of ['image/avif', 'image/heic', 'image/webp', 'image/png', 'image/jpeg']) {
      expect(PHOTO_ACCEPT.split(',')).toContain(type);
    }
    // An AVIF by its first bytes and type.
    const bytes = new Uint8Array(4000);
    bytes.set([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypavif')]);
    const avif = new File([bytes], 'photo.avif', { type: 'image/avif' });
    expect((await sortIncomingPhotos([avif], 0)).accepted).toEqual([avif]);
    expect(agentPhotoProblem(avif)).toBeNull();
    // A GIF is no photo format of ours anywhere (the agent picker used to let it through).
    expect(agentPhotoProblem({ name: 'me.gif', size: 4000, type: '' })).toBe(
      'Please select an image file',
    );
  });
});

describe('texts name every accepted type', () => {
  const names = PHOTO_KINDS.map((kind) => IMAGE_KIND_NAMES[kind]);

  it.each([
    ['the wrong-type error of /submit (en)', enItems['upload.wrongType']],
    ['the wrong-type error of /submit (hi)', hiItems['upload.wrongType']],
    ['the hint of /submit (en)', enItems['upload.hint']],
    ['the hint of /submit (hi)', hiItems['upload.hint']],
    ['the agent photo hint (en)', enAgents['agents.signup.photoHint']],
    ['the agent photo hint (hi)', hiAgents['agents.signup.photoHint']],
    ['the server refusal PHOTO_NOT_IMAGE (en)', PLATFORM_ERRORS.PHOTO_NOT_IMAGE.message({})],
    ['the server refusal PHOTO_NOT_IMAGE (hi)', hiPlatform['errors.PHOTO_NOT_IMAGE']],
  ])('%s', (_where, text) => {
    // A catalogue entry may be compiled (text and placeholders): its words are in its JSON.
    for (const name of names) expect(JSON.stringify(text)).toContain(name);
  });

  it('a PDF chosen on /submit is refused with the text naming HEIC', async () => {
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n'.padEnd(4000, ' '))], 'bill.pdf', {
      type: 'application/pdf',
    });
    const { refusals } = await sortIncomingPhotos([pdf], 0);
    expect(refusals).toEqual([{ reason: 'wrongType', fileName: 'bill.pdf' }]);
    expect(JSON.stringify(enItems['upload.wrongType'])).toContain('HEIC');
  });
});
