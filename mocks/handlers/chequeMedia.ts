/** Mock routes of the cheque media domain (signatures, crop, rotate, multi-image, deposit). */
export const chequeMediaHandlers = [];
