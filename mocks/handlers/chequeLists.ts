/** Mock routes of the cheque lists domain (search, action, CSV, delivery) (see mocks/route.ts for the wrapper). */
export const chequeListHandlers = [];
