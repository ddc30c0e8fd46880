/** Mock routes of the chequeWork domain (see mocks/route.ts for the wrapper). */
export const chequeWorkHandlers = [];
