import type { Tables } from '../schema';

/** Demo rows of the terminal domain. */
export function seedTerminalDomain(tables: Tables): void {
  void tables;
}
