import { readableUrl } from './readableUrl';

describe('readableUrl', () => {
  it.each([
    ['https://app.example/terminal/%E2%80%A6', 'https://app.example/terminal/…'],
    ['https://app.example/terminal/%D7%92%D7%9C%D7%91%D7%95%D7%A2', 'https://app.example/terminal/גלבוע'],
    ['https://app.example/terminal/gilboa', 'https://app.example/terminal/gilboa'],
    ['https://app.example/terminal/%E2%80%', 'https://app.example/terminal/%E2%80%'], // malformed: as it was, no throw
    ['https://app.example/terminal/%E0%A4%A', 'https://app.example/terminal/%E0%A4%A'],
    ['https://app.example/terminal/a%20b', 'https://app.example/terminal/a%20b'], // a space stays encoded
    ['https://app.example/terminal/a%E2%80%8Fb', 'https://app.example/terminal/a%E2%80%8Fb'], // a direction mark stays encoded
    ['https://app.example/terminal/a%2Fb', 'https://app.example/terminal/a%2Fb'], // decodeURI keeps reserved escapes
    ['https://app.example/terminal/100%25', 'https://app.example/terminal/100%25'], // a literal % stays encoded
  ])('shows %s as %s', (url, expected) => {
    expect(readableUrl(url)).toBe(expected);
  });
});
