import { bankAccountImagesBody } from './bankAccountsApi';
import { readKeys, readNewKey } from './keysApi';
import { readSafeBox, readSafeBoxTest } from './safeBoxApi';

const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('readers of the workspace set-up replies (two shapes each)', () => {
  it('keys: wrapped or bare, the id and last use under other names', () => {
    expect(readKeys({ keys: [{ keyId: 'pk1', name: 'משרד', lastUsed: '2026-03-01T10:00:00Z' }] })).toEqual([{ keyId: 'pk1', name: 'משרד', wsId: undefined, lastUsed: '2026-03-01T10:00:00Z', createdAt: undefined }]);
    expect(readKeys([{ id: 7, name: 'x', last_used: null }, { name: 'no id' }, null])).toEqual([{ keyId: '7', name: 'x' }]);
    expect(readKeys({ keys: [{ keyId: 'pk1', name: 'משרד', key: 'prk_secret' }] })[0]).not.toHaveProperty('key');
  });

  it.each<[string, unknown]>([
    ['keys as an object', { keys: { keyId: 'pk1' } }],
    ['no list', { ok: true }],
    ['keys none of which has an id', { keys: [{ name: 'x' }] }],
  ])('keys: refuses %s (an error with a retry, never an empty list)', (_name, reply) => {
    expect(() => readKeys(reply)).toThrow(malformed);
  });

  it('a new key: its string under key, keyString or token', () => {
    expect(readNewKey({ key: { keyId: 'pk9', name: 'n', key: 'prk_abc' } })).toMatchObject({ keyId: 'pk9', key: 'prk_abc' });
    expect(readNewKey({ id: 'pk9', name: 'n', keyString: 'prk_def' })).toMatchObject({ keyId: 'pk9', key: 'prk_def' });
    expect(readNewKey({ data: { id: 'pk9', token: 'prk_ghi' } })).toMatchObject({ keyId: 'pk9', key: 'prk_ghi' });
    // The string is shown once: a reply without it is an error, not a key shown blank.
    expect(() => readNewKey({ key: { keyId: 'pk9', name: 'n' } })).toThrow(malformed);
  });

  it('the safe box: wrapped, bare or none', () => {
    const box = { id: 'sb1', safeType: 'private', userName: 'u' };
    expect(readSafeBox({ safeBox: box })).toEqual(box);
    expect(readSafeBox(box)).toEqual(box);
    expect(readSafeBox({ safeBox: null })).toBeNull();
    expect(readSafeBox({ safeBox: { ...box, keyFile: '-----BEGIN' } })).not.toHaveProperty('keyFile');
    expect(() => readSafeBox({})).toThrow(malformed);
    expect(() => readSafeBox({ safeBox: { ...box, safeType: 'vault' } })).toThrow(malformed);
    expect(() => readSafeBox({ safeBox: { safeType: 'private', userName: 'u' } })).toThrow(malformed);
  });

  it('a connection test: good or failed, anything else is failed', () => {
    expect(readSafeBoxTest({ test: { result: 'good', testedAt: 't' }, nextTestAt: 'n' })).toEqual({ test: { result: 'good', testedAt: 't' }, nextTestAt: 'n' });
    expect(readSafeBoxTest({ test: { result: 'bad', testedAt: 't' } })).toEqual({ test: { result: 'failed', testedAt: 't' }, nextTestAt: null });
    expect(() => readSafeBoxTest({ result: 'good' })).toThrow(malformed);
  });

  it('an account picture: form data when present, JSON when removing', () => {
    const form = bankAccountImagesBody({ logo: 'gilboa-trade/accountLogo/up1' });
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries((form as FormData).entries())).toEqual({ logo: 'gilboa-trade/accountLogo/up1' });
    expect(bankAccountImagesBody({ logo: null })).toEqual({ logo: null });
    expect(bankAccountImagesBody({ stamp: null })).toEqual({ stamp: null });
  });
});
