export interface DepositTabProps {
  checkId: string;
}

/** A tab of the cheque view; see ChequeViewPage. */
export function DepositTab({ checkId }: DepositTabProps) {
  return <p className="text-body-secondary" data-check-id={checkId} />;
}
