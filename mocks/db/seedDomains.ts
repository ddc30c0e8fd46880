import type { Tables } from './schema';
import { seedAccountsDomain } from './seeds/accountsSeed';
import { seedChequesDomain } from './seeds/chequesSeed';
import { seedSigningDomain } from './seeds/signingSeed';
import { seedTerminalDomain } from './seeds/terminalSeed';
import { seedChequeMediaDomain } from './seeds/chequeMediaSeed';
import { seedMoneyDomain } from './seeds/moneySeed';
import { seedWorkspaceSetupDomain } from './seeds/workspaceSetupSeed';
import { seedReturnsDomain } from './seeds/returnsSeed';

/** Each domain adds its own demo rows (mostly to `tables.extra`), in its own file. */
export function seedDomains(tables: Tables): void {
  seedAccountsDomain(tables);
  seedChequesDomain(tables);
  seedSigningDomain(tables);
  // After signing: it adds the demo stamps to the signatures table that signing fills.
  seedChequeMediaDomain(tables);
  seedTerminalDomain(tables);
  // Before money: its partly rejected deposit takes a generated return, which gets its note here.
  seedReturnsDomain(tables);
  seedMoneyDomain(tables);
  seedWorkspaceSetupDomain(tables);
}
