/** Spec section 4: returned by the bank, or marked rejected by hand. */
export const RETURN_STATUSES: readonly string[] = ['REJECTED_BANK', 'REJECTED'];

export const isReturnStatus = (status: string | null | undefined): boolean => RETURN_STATUSES.includes(status ?? '');
