import { NO_IMAGE, pictureSrc } from './imageReply';

describe('pictureSrc: a picture inside a JSON reply as a safe src', () => {
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/png;base64,iVBORw0K', 'data:image/png;base64,iVBORw0K'],
    ['data:image/gif;base64,R0lGOD', 'data:image/gif;base64,R0lGOD'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['/api/check/image/c1~front~200', '/api/check/image/c1~front~200'],
    ['/no-image.svg', '/no-image.svg'],
    // Bare base64 (spec section 7 allows it): a JPEG's starts with '/9j/' and is not a path; the type follows the first bytes.
    ['/9j/4AAQSkZJRg==', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['/9j/4AAQ\nSkZJRg==', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['R0lGODlhAQABAAAAACw=', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['data:text/html;base64,PHNjcmlwdD4=', NO_IMAGE],
    ['javascript:alert(1)', NO_IMAGE],
    ['//evil.example/x.png', NO_IMAGE],
    ['https://evil.example/x.png', NO_IMAGE],
    ['blob:https://evil.example/1', NO_IMAGE],
    ['', NO_IMAGE],
    [undefined, NO_IMAGE],
    [42, NO_IMAGE],
  ])('%j -> %j', (value, expected) => {
    expect(pictureSrc(value)).toBe(expected);
  });
});
