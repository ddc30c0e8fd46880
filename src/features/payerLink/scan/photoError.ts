/** An unusable photo; carries a translation key of the `terminal` namespace. */
export class PhotoError extends Error {
  constructor(public readonly messageKey: string) {
    super(messageKey);
    this.name = 'PhotoError';
  }
}
