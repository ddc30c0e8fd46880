import { downscalePhoto, PhotoError } from './downscalePhoto';

const file = (type: string, bytes = 16) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('downscalePhoto: the types a payer may send (spec section 5)', () => {
  it.each([
    ['image/svg+xml'],
    ['text/html'],
    ['image/webp'],
    ['image/heic'],
    ['application/pdf'],
    [''],
  ])('refuses %j before reading it', async (type) => {
    await expect(downscalePhoto(file(type))).rejects.toEqual(new PhotoError('photo.notImage'));
  });

  it.each([['image/jpeg'], ['image/png'], ['image/gif']])('sends %s (as taken when no canvas can scale it)', async (type) => {
    await expect(downscalePhoto(file(type))).resolves.toMatch(/^data:/);
  });

  it('refuses a picture above 2MB that cannot be scaled down', async () => {
    await expect(downscalePhoto(file('image/jpeg', 2 * 1024 * 1024 + 1))).rejects.toEqual(new PhotoError('photo.tooLarge'));
  });
});
