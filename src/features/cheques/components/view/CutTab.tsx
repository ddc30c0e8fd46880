export interface CutTabProps {
  checkId: string;
}

/** A tab of the cheque view; see ChequeViewPage. */
export function CutTab({ checkId }: CutTabProps) {
  return <p className="text-body-secondary" data-check-id={checkId} />;
}
