import { isNationalIdField, isSecretField, stripSecrets } from './secrets';

describe('isSecretField', () => {
  it.each([
    ['password', true],
    ['Password', true],
    ['passwordHash', true],
    ['passwordResetToken', true],
    ['pwd', true],
    ['secret', true],
    ['otpSecret', true],
    ['clientSecret', true],
    ['token', true],
    ['accessToken', true],
    ['refresh_token', true],
    ['tokens', true],
    ['otp', true],
    ['otpCode', true],
    ['otpEnabled', true],
    ['key', true],
    ['apiKey', true],
    ['keyString', true],
    ['privateKey', true],
    ['keyId', true],
    ['pem', true],
    ['hash', true],
    ['emailHash', true],
    ['hashedPassword', true],
    ['recaptchaToken', true],
    ['sid', true],
    ['sessionId', true],
    ['email', false],
    ['firstName', false],
    ['phone', false],
    ['id', false],
    ['Roles', false],
    ['capabilities', false],
    ['emailConfirmed', false],
    ['inboxColumns', false],
    ['passport', true],
  ])('%s -> %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });
});

describe('isNationalIdField', () => {
  it.each([
    ['idNumber', true],
    ['id_number', true],
    ['nationalId', true],
    ['teudatZehut', true],
    ['tz', true],
    ['id', false],
    ['userId', false],
    ['wsId', false],
  ])('%s -> %s', (name, isId) => {
    expect(isNationalIdField(name)).toBe(isId);
  });
});

describe('stripSecrets', () => {
  it.each([
    [{ email: 'a@b.co', password: 'Secret1!' }, { email: 'a@b.co' }],
    [{ user: { id: '1', Password: 'x', token: 't' } }, { user: { id: '1' } }],
    [{ list: [{ secret: 's', name: 'n' }] }, { list: [{ name: 'n' }] }],
    [{ keyId: 'k1', keyString: 'abc' }, {}],
    [null, null],
    ['text', 'text'],
  ])('removes secret fields from %j', (input, expected) => {
    expect(stripSecrets(input)).toEqual(expected);
  });

  it('does not change the input', () => {
    const input = { password: 'x' };
    stripSecrets(input);
    expect(input).toEqual({ password: 'x' });
  });
});
