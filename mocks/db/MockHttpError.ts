/** Thrown by tables and handlers; the route wrapper turns it into the reply the backend gives. */
export class MockHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export const notFound = (message: string) => new MockHttpError(404, { message });
export const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new MockHttpError(400, { message, ...extra });
export const forbidden = (message = 'Access to the requested resource is forbidden') =>
  new MockHttpError(403, { message });
export const conflict = (message: string) => new MockHttpError(409, { message });
export const unauthorized = (message = 'Unauthorized', err?: number) =>
  new MockHttpError(401, err === undefined ? { message } : { message, err });
