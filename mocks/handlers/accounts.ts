/** Mock routes of the accounts domain (see mocks/route.ts for the wrapper). */
export const accountsHandlers = [];
