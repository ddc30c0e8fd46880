/**
 * Leaving the app for another page (the card payment page). One object, so that a test can watch
 * where the app would go (jsdom cannot navigate).
 */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
