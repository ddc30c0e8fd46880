import { base32, groupSecret, newAuthenticatorSecret, otpauthUri } from './authenticatorSecret';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32 (RFC 4648 test vectors, without padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j -> %s', (text, expected) => {
    expect(base32(bytes(text))).toBe(expected);
  });
});

describe('authenticator secrets', () => {
  it('are 32 base32 characters from 20 random bytes', () => {
    const secret = newAuthenticatorSecret((b) => b.fill(255));
    expect(secret).toBe('7'.repeat(32));
    expect(newAuthenticatorSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newAuthenticatorSecret()).not.toBe(newAuthenticatorSecret());
  });

  it('are shown in groups of four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCD')).toBe('ABCD');
  });

  it('go into an otpauth link with the issuer and the account', () => {
    expect(otpauthUri({ secret: 'MZXW6YTBOI', account: 'dana@demo.co.il', issuer: 'ChequeSpace' })).toBe(
      'otpauth://totp/ChequeSpace%3Adana%40demo.co.il?secret=MZXW6YTBOI&issuer=ChequeSpace&algorithm=SHA1&digits=6&period=30',
    );
  });
});
