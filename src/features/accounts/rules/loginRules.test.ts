import { loginProblems, otpProblems } from './loginRules';

describe('sign-in form rules', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'validation.required', password: 'validation.required' }],
    [{ email: '   ', password: 'x' }, { email: 'validation.required' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'validation.email' }],
    [{ email: 'a@b.co', password: '' }, { password: 'validation.required' }],
    [{ email: ' a@b.co ', password: ' ' }, {}],
  ])('%j has problems %j', (values, expected) => {
    expect(loginProblems(values)).toEqual(expected);
  });

  it.each([
    ['', { otp: 'validation.required' }],
    ['123', { otp: 'validation.otp' }],
    ['1234', {}],
    ['12345678', {}],
    ['123456789', { otp: 'validation.otp' }],
    ['12a456', { otp: 'validation.otp' }],
  ])('code %j has problems %j', (otp, expected) => {
    expect(otpProblems({ otp })).toEqual(expected);
  });
});
