/** What the stubbed canvas draws: every signature pad's picture in a test. */
export const STUB_PNG = 'data:image/png;base64,U0lHTg==';

/** jsdom has no canvas: a 2D context that accepts every call, and a fixed PNG. */
export function stubCanvas() {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, prop) => (prop in target ? target[prop] : () => ({ width: 100 })),
    set: (target, prop, value) => {
      target[prop] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(STUB_PNG);
}
