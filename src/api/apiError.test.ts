import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxiosError, AxiosHeaders } from 'axios';
import { messageOfBody, toApiError } from './apiError';
import { ERROR_CATALOGUE, catalogued, catalogueKey } from './errorCatalogue';
import heCommon from '@/i18n/locales/he/common.json';
import enCommon from '@/i18n/locales/en/common.json';
import heErrors from '@/i18n/locales/he/errors.json';
import enErrors from '@/i18n/locales/en/errors.json';

const transport = (message: string, code?: string) => new AxiosError(message, code, { headers: new AxiosHeaders() });

describe('toApiError', () => {
  it.each([
    ['Network Error', 'ERR_NETWORK', 'errors.network'],
    ['Request aborted', 'ECONNABORTED', 'errors.aborted'],
    ['canceled', 'ERR_CANCELED', 'errors.aborted'],
    ['timeout of 5000ms exceeded', 'ECONNABORTED', 'errors.timeout'],
  ])('translates the transport error "%s"', (message, code, key) => {
    expect(toApiError(transport(message, code))).toMatchObject({ status: null, messageKey: key });
  });

  it('keeps anything else thrown as an unknown error', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ status: null, messageKey: 'errors.unknown', message: 'boom' });
    expect(toApiError(undefined).messageKey).toBe('errors.unknown');
  });
});

describe('a server\'s message: said as it came, or named by the catalogue once it is loaded', () => {
  const refusal = (body: unknown, status = 400) =>
    new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders() }, null, { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: body });

  it('is errors.server with the message from toApiError, which does without the catalogue', () => {
    expect(toApiError(refusal({ message: 'Duplicate MICR', err: 7 }))).toEqual({
      status: 400,
      err: 7,
      message: 'Duplicate MICR',
      messageKey: 'errors.server',
      messageParams: { message: 'Duplicate MICR' },
      data: { message: 'Duplicate MICR', err: 7 },
    });
  });

  it('gets its own key from catalogued when the catalogue knows it, and stays as it is when not', () => {
    expect(catalogued(toApiError(refusal({ message: 'Duplicate MICR', err: 7 })))).toEqual({
      status: 400,
      err: 7,
      message: 'Duplicate MICR',
      messageKey: 'errors.duplicateMicr',
      data: { message: 'Duplicate MICR', err: 7 },
    });
    const unknown = toApiError(refusal({ message: 'בעיה כלשהי' }));
    expect(catalogued(unknown)).toBe(unknown);
    // Only a server's message is looked up: a client's own key is kept whatever its message says.
    const own = { status: 403, message: 'Duplicate MICR', messageKey: 'download.httpError' };
    expect(catalogued(own)).toBe(own);
  });

  it('the HTTP client every page loads imports the catalogue only when a call is refused', () => {
    for (const file of ['http.ts', 'apiError.ts', 'request.ts']) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      expect(source, file).not.toMatch(/^\s*import\s+(?!type\s)[^;]*from\s+'\.\/errorCatalogue'/m);
    }
    expect(readFileSync(join(__dirname, 'http.ts'), 'utf8')).toContain("import('./errorCatalogue')");
  });
});

describe('messageOfBody', () => {
  it.each([
    [{ message: 'Invalid MICR' }, 'Invalid MICR'],
    [{ error: 'Check not found' }, 'Check not found'],
    [{ error: { message: 'nested' } }, 'nested'],
    [{ errors: [{ msg: 'first' }] }, 'first'],
    ['plain text', 'plain text'],
    ['<html>proxy error</html>', ''],
    [null, ''],
    [{ other: 1 }, ''],
  ])('reads %j as %j', (body, expected) => {
    expect(messageOfBody(body)).toBe(expected);
  });
});

describe('the error catalogue of spec section 8', () => {
  it.each([
    ['Invalid email or password', 'invalidCredentials'],
    ['Wrong or expired OTP', 'wrongOtp'],
    ['UPR already in use', 'uprInUse'],
    ['upr is missing', 'uprMissing'],
    ['Transaction is done', 'transactionDone'],
    ['Terminal does not exist', 'terminalNotFound'],
    ['Failed to connect to the terminal', 'terminalConnectionFailed'],
    ['Sending method cannot be updated at this point', 'sendingMethodLocked'],
    ['Check signing failed', 'checkSigningFailed'],
    ['Users to sign are not found', 'usersToSignNotFound'],
    ['Email already exists', 'emailExists'],
    ['Phone already exists', 'phoneExists'],
    ['companySlug already exists', 'companySlugExists'],
    ['Duplicate MICR', 'duplicateMicr'],
    ["You don't have enough credits", 'notEnoughCredits'],
    ['Check not found', 'checkNotFound'],
    ['Something went wrong', 'somethingWentWrong'],
  ])('"%s" is %s', (message, key) => {
    expect(catalogueKey(message)).toBe(key);
  });

  // The refusals' texts are in `errors` (loaded with the first refusal), the client's own in `common`.
  it('has a Hebrew and an English text for every entry and every transport error, in one namespace each', () => {
    const keys = [...ERROR_CATALOGUE.map(([key]) => key), 'network', 'aborted', 'timeout', 'status', 'server', 'unknown'];
    const he: Record<string, string> = { ...heCommon.errors, ...heErrors.errors };
    const en: Record<string, string> = { ...enCommon.errors, ...enErrors.errors };
    expect(Object.keys(heCommon.errors).filter((key) => key in heErrors.errors)).toEqual([]);
    expect(['network', 'aborted', 'timeout', 'status', 'server', 'unknown'].filter((key) => !(key in heCommon.errors))).toEqual([]);
    expect(keys.filter((key) => !he[key])).toEqual([]);
    expect(keys.filter((key) => !en[key])).toEqual([]);
  });
});

// A text the client names itself (`t('common:errors.x')`, a client-made `messageKey`, a form's
// message) must ship with every page: the `errors` namespace loads with a refusal only.
describe('the texts screens show without a refusal', () => {
  const root = join(__dirname, '..');
  const sources = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(root, file), 'utf8'));
  // Every key written out, but as a refusal's key compared (=== / !==) or mapped to its field ('errors.x': field).
  const named = [...new Set(sources.flatMap((text) => [...text.matchAll(/(?<![=!]== )'(?:common:)?errors\.(\w+)'(?!\s*:)/g)].map((m) => m[1])))];

  it('are in common', () => {
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((key) => !(key in heCommon.errors))).toEqual([]);
  });
});
