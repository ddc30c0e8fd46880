import { BOI_RESTRICTED_ACCOUNTS_URL, restrictedCount } from './restrictedAccounts';

describe('restricted accounts', () => {
  it('links to the Bank of Israel over https on its own host', () => {
    const url = new URL(BOI_RESTRICTED_ACCOUNTS_URL);
    expect([url.protocol, url.host, url.pathname]).toEqual(['https:', 'www.boi.org.il', '/he/ConsumerInformation/RestrictedAccountsAndCustomers']);
  });

  it.each<[Array<{ restrictedAccount?: boolean | null }>, number]>([
    [[], 0],
    [[{ restrictedAccount: true }, { restrictedAccount: false }, {}, { restrictedAccount: null }], 1],
    [[{ restrictedAccount: true }, { restrictedAccount: true }], 2],
  ])('%j -> %i', (cheques, expected) => {
    expect(restrictedCount(cheques)).toBe(expected);
  });
});
