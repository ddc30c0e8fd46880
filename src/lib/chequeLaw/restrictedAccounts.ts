// Cheques Without Cover Law (1981): an account with 10 or more cheques refused for lack of funds
// within 12 months is restricted for a year. The Bank of Israel publishes a lookup by bank, branch
// and account (and by ID number for aggravated cases) but no API: the client links to it.

/** The Bank of Israel's public lookup of restricted accounts and customers (an external page). */
export const BOI_RESTRICTED_ACCOUNTS_URL = 'https://www.boi.org.il/he/ConsumerInformation/RestrictedAccountsAndCustomers';

/** How many of these cheques are drawn on a restricted account (the cheque's own flag). */
export const restrictedCount = (cheques: ReadonlyArray<{ restrictedAccount?: boolean | null }>): number =>
  cheques.filter((c) => c.restrictedAccount === true).length;
