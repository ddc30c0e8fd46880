import type { Tables } from '../schema';

/** Demo rows of the accounts domain. */
export function seedAccountsDomain(tables: Tables): void {
  void tables;
}
