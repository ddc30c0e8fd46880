import fc from 'fast-check';
import { GENERIC_CSV_FILE_NAME, csvResponseProblem, fileNameFromDisposition, isCsvContentType } from './csvDownload';

type R = Parameters<typeof csvResponseProblem>[0];
const ok: R = { ok: true, status: 200, contentType: 'text/csv', size: 10 };

describe('csvResponseProblem', () => {
  it.each<[R, string | null]>([
    [ok, null],
    [{ ...ok, contentType: 'text/csv; charset=utf-8' }, null],
    [{ ...ok, contentType: 'TEXT/CSV' }, null],
    [{ ...ok, contentType: 'application/csv' }, null],
    [{ ...ok, size: 1 }, null],
    [{ ...ok, size: 0 }, 'download failed'],
    [{ ...ok, size: -1 }, 'download failed'],
    [{ ...ok, size: NaN }, 'download failed'],
    [{ ...ok, contentType: 'application/json' }, 'Unexpected response type: application/json'],
    [{ ...ok, contentType: 'text/html; charset=utf-8' }, 'Unexpected response type: text/html; charset=utf-8'],
    [{ ...ok, contentType: 'text/csvx' }, 'Unexpected response type: text/csvx'],
    [{ ...ok, contentType: '' }, 'Unexpected response type: '],
    [{ ...ok, contentType: null }, 'Unexpected response type: null'],
    [{ ...ok, ok: false, status: 500 }, 'HTTP error! Status: 500'],
    [{ ...ok, ok: false, status: 404, contentType: 'text/html', size: 0 }, 'HTTP error! Status: 404'], // order
    [{ ...ok, contentType: 'application/json', size: 0 }, 'Unexpected response type: application/json'], // order
  ])('%j -> %j', (r, expected) => {
    expect(csvResponseProblem(r)).toBe(expected);
  });
});

describe('isCsvContentType', () => {
  it.each<[string | null | undefined, boolean]>([
    ['text/csv', true],
    [' Text/CSV ;charset=UTF-8', true],
    ['application/csv', true],
    ['text/plain', false],
    ['application/vnd.ms-excel', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (ct, expected) => {
    expect(isCsvContentType(ct)).toBe(expected);
  });
});

describe('fileNameFromDisposition', () => {
  it.each<[string | null | undefined, string]>([
    ['attachment; filename="report.csv"', 'report.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename=report.csv; size=10', 'report.csv'],
    ['attachment;filename="my report.csv"', 'my report.csv'],
    ['attachment; filename="a\\"b.csv"', 'a"b.csv'],
    ["attachment; filename*=UTF-8''%D7%93%D7%95%D7%97.csv", 'דוח.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%D7%93%D7%95%D7%97.csv", 'דוח.csv'], // * wins
    ["attachment; filename*=utf-8'he'report%20x.csv", 'report x.csv'],
    ["attachment; filename*=UTF-8''%E0%A4; filename=\"ok.csv\"", 'ok.csv'], // bad encoding falls back
    ['attachment; FILENAME="upper.csv"', 'upper.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="..\\..\\evil.csv"', 'evil.csv'],
    ["attachment; filename*=UTF-8''..%2F..%2Fevil.csv", 'evil.csv'],
    ['attachment; filename="dir/"', GENERIC_CSV_FILE_NAME],
    ['attachment; filename=".."', GENERIC_CSV_FILE_NAME],
    ['attachment; filename="a\u0000b.csv"', 'ab.csv'],
    ['attachment; filename=""', GENERIC_CSV_FILE_NAME],
    ['attachment; filename="   "', GENERIC_CSV_FILE_NAME],
    ['attachment', GENERIC_CSV_FILE_NAME],
    ['inline', GENERIC_CSV_FILE_NAME],
    ['', GENERIC_CSV_FILE_NAME],
    [null, GENERIC_CSV_FILE_NAME],
    [undefined, GENERIC_CSV_FILE_NAME],
  ])('%j -> %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it('generic name is checks.csv', () => {
    expect(GENERIC_CSV_FILE_NAME).toBe('checks.csv');
  });

  it('property: never returns an empty name or one with a path separator or control character', () => {
    fc.assert(
      fc.property(fc.string(), (h) => {
        const name = fileNameFromDisposition(`attachment; filename="${h}"`);
        expect(name.length).toBeGreaterThan(0);
        expect(name).not.toMatch(/[/\\\p{Cc}]/u);
        expect(fileNameFromDisposition(h).length).toBeGreaterThan(0);
      }),
    );
  });

  it('property: a plain name round-trips through filename*', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (s) => {
        const name = `${s.replace(/[/\\\p{Cc}]/gu, '').trim() || 'x'}.csv`;
        expect(fileNameFromDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(name);
      }),
    );
  });
});
