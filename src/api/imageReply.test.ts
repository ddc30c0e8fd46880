import { NO_IMAGE, asDataUrl, stripDataUrl } from './imageReply';
import { pictureUrl } from './pictureReply';

const json = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

describe('pictureUrl', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture') }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns the image bytes into an object URL', async () => {
    expect(await pictureUrl(new Blob(['jpeg'], { type: 'image/jpeg' }))).toBe('blob:picture');
  });

  it.each<[string, unknown, string]>([
    ['a path under url', { url: '/api/check/image/i1' }, '/api/check/image/i1'],
    ['a path under path', { path: '/pictures/1.jpg' }, '/pictures/1.jpg'],
    ['a data URL under image', { image: 'data:image/png;base64,iVBOR' }, 'data:image/png;base64,iVBOR'],
    ['bare base64 of a JPEG under base64 (not a path)', { base64: '/9j/4AAQ' }, 'data:image/jpeg;base64,/9j/4AAQ'],
    ['bare base64 (not a path) under data', { data: 'QUJD' }, 'data:image/jpeg;base64,QUJD'],
    ['no picture field', { ok: true }, NO_IMAGE],
    ['null', null, NO_IMAGE],
  ])('reads a JSON reply with %s', async (_name, body, expected) => {
    expect(await pictureUrl(json(body))).toBe(expected);
  });

  it('shows the placeholder for an empty or unreadable reply', async () => {
    expect(await pictureUrl(new Blob([], { type: 'image/jpeg' }))).toBe(NO_IMAGE);
    expect(await pictureUrl(new Blob(['{not json'], { type: 'application/json' }))).toBe(NO_IMAGE);
  });
});

describe('asDataUrl and stripDataUrl', () => {
  it.each([
    ['data:image/png;base64,iVBOR', 'data:image/png;base64,iVBOR'],
    ['iVBORw0K', 'data:image/png;base64,iVBORw0K'],
    ['PHN2ZyB4', 'data:image/svg+xml;base64,PHN2ZyB4'],
    ['/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
  ])('makes a data URL of %s', (value, expected) => {
    expect(asDataUrl(value)).toBe(expected);
  });

  it('strips the data URL prefix and leaves bare base64 as it is', () => {
    expect(stripDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(stripDataUrl('/9j/4AAQ')).toBe('/9j/4AAQ');
  });
});
