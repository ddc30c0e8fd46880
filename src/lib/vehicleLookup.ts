// Spec §5 "Vehicle lookup": input required (otherwise must_type_hetpey); exactly one matching
// record is accepted. §7/§9: the open-data search asks for 5 records, so "more than one" is seen.

export const VEHICLE_LOOKUP_LIMIT = 5;

/** 'must_type_hetpey' is the key the spec itself names (§8), kept as is. */
export function vehicleInputProblem(s: unknown): null | 'must_type_hetpey' {
  return typeof s === 'string' && s.trim() !== '' ? null : 'must_type_hetpey';
}

/** The record when there is exactly one; none or several is "Not found" (§8). */
export function pickSingleRecord<T>(records: readonly T[] | null | undefined): T | null {
  return Array.isArray(records) && records.length === 1 ? records[0] : null;
}
