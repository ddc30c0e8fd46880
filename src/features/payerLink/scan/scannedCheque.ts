/** One cheque the payer photographed and confirmed: kept on the phone and sent with the scan. */
export interface ScannedCheque {
  id: string;
  frontImage: string;
  rearImage?: string;
  agorot?: number;
  checkDate?: string;
}
