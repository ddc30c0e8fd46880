import fc from 'fast-check';
import { PERSONAL_EMAIL_PROVIDERS, isPersonalEmail } from './personalEmail';

describe('isPersonalEmail', () => {
  it.each<[string | null | undefined, boolean]>([
    ['gmail.com', true],
    ['walla.co.il', true],
    ['013.net', true],
    ['bezeqint.net', true],
    ['netvision.net.il', true],
    ['barak.net.il', true],
    ['zahav.net.il', true],
    ['yahoo.co.uk', true],
    ['hotmail.com', true],
    ['outlook.co.il', true],
    ['user@gmail.com', true],
    ['  User@GMAIL.COM  ', true],
    ['a@b@walla.co.il', true], // the domain is after the last @
    ['user@company.co.il', false],
    ['company.co.il', false],
    ['mail.gmail.com', false], // first label is "mail"
    ['gmailx.com', false],
    ['xgmail.com', false],
    ['g-mail.com', false],
    ['0131.net', false],
    ['user@gmail', true], // a bare first label still names the provider
    ['gmail@company.com', false], // local part is not the domain
    ['', false],
    ['   ', false],
    ['@', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (s, expected) => {
    expect(isPersonalEmail(s)).toBe(expected);
  });

  it('has exactly the ten providers of §5', () => {
    expect([...PERSONAL_EMAIL_PROVIDERS].sort()).toEqual(
      ['013', 'barak', 'bezeqint', 'gmail', 'hotmail', 'netvision', 'outlook', 'walla', 'yahoo', 'zahav'],
    );
  });

  it('property: any provider with any TLD and any local part is personal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL_EMAIL_PROVIDERS),
        fc.stringMatching(/^[a-z0-9.]{1,10}$/),
        fc.stringMatching(/^[a-z]{2,3}(\.[a-z]{2})?$/),
        (provider, local, tld) => {
          expect(isPersonalEmail(`${local}@${provider}.${tld}`)).toBe(true);
          expect(isPersonalEmail(`${local}@biz${provider}.${tld}`)).toBe(false);
        },
      ),
    );
  });
});
