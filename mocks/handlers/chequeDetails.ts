/** Mock routes of the cheque details domain (create, scan, view, info, tags, comments, payee). */
export const chequeDetailHandlers = [];
