// toSignLinkImages (GET /api/check/images/hash/{hash}): docs/backend-contract.md, "Cheques".
import { toSignLinkImages } from './signLinkCalls';
import { NO_IMAGE } from './imageReply';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('toSignLinkImages', () => {
  it.each<[string, unknown, ReturnType<typeof toSignLinkImages>]>([
    ['the mock shape: data URLs under images', { images: [{ checkId: 'c1', front: png, rear: png }] }, { c1: { front: png, rear: png } }],
    ['a bare list: the id as id, a number; frontImage, rearImage; bare base64 and a path of ours', [{ id: 7, frontImage: 'iVBORw0KGgo=', rearImage: '/api/check/images/rear/7' }],
      { 7: { front: 'data:image/png;base64,iVBORw0KGgo=', rear: '/api/check/images/rear/7' } }],
    ['images under data, a side missing', { data: { images: [{ checkId: 'c2', front: png }] } }, { c2: { front: png, rear: NO_IMAGE } }],
    ['rows without an id, or no object (skipped)', { images: [{ front: png }, null, 'c3', { checkId: { id: 'c4' }, front: png }, { checkId: 'c5', front: png }] }, { c5: { front: png, rear: NO_IMAGE } }],
  ])('reads %s', (_name, reply, expected) => {
    expect(toSignLinkImages(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([['nothing readable', null], ['a string', 'oops'], ['images as an object', { images: { c1: { front: png } } }], ['rows none of which has an id', { images: [{ front: png }] }]])(
    'refuses %s: the page says so with its retry',
    (_name, reply) => {
      expect(() => toSignLinkImages(reply)).toThrow(malformed);
    },
  );

  it.each<[string, unknown]>([
    ['another site', 'https://evil.example/x.png'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL that is no picture', 'data:text/html;base64,PGgxPg=='],
    ['a number', 12],
  ])('shows the placeholder for %s', (_name, picture) => {
    expect(toSignLinkImages({ images: [{ checkId: 'c1', front: picture, rear: picture }] })).toEqual({ c1: { front: NO_IMAGE, rear: NO_IMAGE } });
  });
});
