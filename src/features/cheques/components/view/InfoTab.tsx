export interface InfoTabProps {
  checkId: string;
}

/** A tab of the cheque view; see ChequeViewPage. */
export function InfoTab({ checkId }: InfoTabProps) {
  return <p className="text-body-secondary" data-check-id={checkId} />;
}
