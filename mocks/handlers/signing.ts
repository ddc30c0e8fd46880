/** Mock routes of the signing domain (see mocks/route.ts for the wrapper). */
export const signingHandlers = [];
