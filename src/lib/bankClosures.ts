// Days the Bank of Israel declares the banks closed beyond the holidays the Hebrew calendar gives:
// election days (Knesset and municipal elections are rest days by law). Add a day here when the
// Bank of Israel announces it; the clearing calendar it publishes is the source.
export const BANK_ELECTION_DAYS: readonly string[] = [
  // Elections to the 25th Knesset.
  '2022-11-01',
  // Municipal elections.
  '2024-02-27',
];
