import { CROP_OUTPUT_MAX_SIDE, croppedFileName, croppedImageType, croppedSize } from './imageCrop';

it.each<[string, string]>([
  ['image/jpeg', 'image/jpeg'],
  ['IMAGE/JPEG', 'image/jpeg'],
  ['image/png', 'image/png'],
  ['image/gif', 'image/png'],
])('croppedImageType(%s) -> %s', (source, type) => {
  expect(croppedImageType(source)).toBe(type);
});

it.each<[number, number, { width: number; height: number }]>([
  [800, 400, { width: 800, height: 400 }],
  [CROP_OUTPUT_MAX_SIDE, 10, { width: CROP_OUTPUT_MAX_SIDE, height: 10 }],
  [CROP_OUTPUT_MAX_SIDE + 1, 601, { width: CROP_OUTPUT_MAX_SIDE, height: 600 }],
  [4000, 3000, { width: 1200, height: 900 }],
  [0.4, 0.4, { width: 1, height: 1 }],
])('croppedSize(%d, %d)', (w, h, size) => {
  expect(croppedSize(w, h)).toEqual(size);
});

it.each<[string, 'image/png' | 'image/jpeg', string]>([
  ['logo.gif', 'image/png', 'logo.png'],
  ['photo.JPEG', 'image/jpeg', 'photo.jpg'],
  ['my.stamp.png', 'image/png', 'my.stamp.png'],
  ['noext', 'image/png', 'noext.png'],
  ['.png', 'image/png', 'image.png'],
])('croppedFileName(%s)', (name, type, out) => {
  expect(croppedFileName(name, type)).toBe(out);
});
