/** Mock routes of the terminals domain (see mocks/route.ts for the wrapper). */
export const terminalHandlers = [];
