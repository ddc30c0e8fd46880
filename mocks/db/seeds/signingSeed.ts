import type { Tables } from '../schema';

/** Demo rows of the signing domain. */
export function seedSigningDomain(tables: Tables): void {
  void tables;
}
