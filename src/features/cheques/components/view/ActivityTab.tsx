export interface ActivityTabProps {
  checkId: string;
}

/** A tab of the cheque view; see ChequeViewPage. */
export function ActivityTab({ checkId }: ActivityTabProps) {
  return <p className="text-body-secondary" data-check-id={checkId} />;
}
