import type { Tables } from './schema';
import { seedAccountsDomain } from './seeds/accountsSeed';
import { seedChequesDomain } from './seeds/chequesSeed';
import { seedSigningDomain } from './seeds/signingSeed';
import { seedTerminalDomain } from './seeds/terminalSeed';

/** Each domain adds its own demo rows (mostly to `tables.extra`), in its own file. */
export function seedDomains(tables: Tables): void {
  seedAccountsDomain(tables);
  seedChequesDomain(tables);
  seedSigningDomain(tables);
  seedTerminalDomain(tables);
}
