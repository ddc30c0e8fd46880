// POST /api/check/images/cut-and-detect: what the scanner read from a cheque picture.

export interface DetectedCheque {
  /** The cut picture as a data URL (the picture sent, when the backend cut nothing). */
  image: string;
  micr?: string;
  bank?: string;
  branch?: string;
  account?: string;
  checkNumber?: string;
  /** Shekels as the backend sends them (a number or a decimal string). */
  amount?: number | string;
  checkDate?: string;
}
