export interface SignatureTabProps {
  checkId: string;
}

/** A tab of the cheque view; see ChequeViewPage. */
export function SignatureTab({ checkId }: SignatureTabProps) {
  return <p className="text-body-secondary" data-check-id={checkId} />;
}
