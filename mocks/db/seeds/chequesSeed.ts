import type { Tables } from '../schema';

/** Demo rows of the cheques domain. */
export function seedChequesDomain(tables: Tables): void {
  void tables;
}
