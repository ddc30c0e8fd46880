import { cookieValue, XSRF_COOKIE } from './xsrfToken';

describe('cookieValue: one cookie out of document.cookie', () => {
  it.each([
    ['', null],
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=abc; b=2', 'abc'],
    ['a=1;XSRF-TOKEN=abc', 'abc'],
    ['XSRF-TOKEN=a%20b%3D', 'a b='],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['XSRF-TOKEN=', ''],
    ['MY-XSRF-TOKEN=x; XSRF-TOKEN-2=y', null],
    ['XSRF-TOKEN', null],
    ['XSRF-TOKEN=first; XSRF-TOKEN=second', 'first'],
  ])('%j gives %j', (text, value) => {
    expect(cookieValue(text, XSRF_COOKIE)).toBe(value);
  });
});
