// The payer's form rules: client details of the terminal (spec section 3, "each optionally
// mandatory"). Translation keys in the `terminal` namespace come out, never text. Amount and date
// are in amountAndDate.ts, loaded with the first photo (lib/dates stays out of the first load).
import type { Terminal } from '@/api/types/terminal';
import { isValidEmail } from '@/lib/email';
import { COMMENT_MAX, isWithinMaxChars } from '@/lib/limits';
import { isSafeText } from '@/lib/forbiddenCharacters';

export interface ClientDetails {
  fromName: string;
  comments: string;
  email: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const NAME_MAX = 60;

export function validateClientDetails(terminal: Terminal, values: ClientDetails): FieldErrors<keyof ClientDetails> {
  const errors: FieldErrors<keyof ClientDetails> = {};
  const fromName = values.fromName.trim();
  const comments = values.comments.trim();
  const email = values.email.trim();
  if (terminal.showFromName) {
    if (!fromName) {
      if (terminal.fromNameMandatory) errors.fromName = 'validation.required';
    } else if (!isSafeText(fromName)) errors.fromName = 'validation.forbiddenChars';
    else if (!isWithinMaxChars(fromName, NAME_MAX)) errors.fromName = 'validation.tooLong';
  }
  if (terminal.showComments) {
    if (!comments) {
      if (terminal.commentsMandatory) errors.comments = 'validation.required';
    } else if (!isSafeText(comments)) errors.comments = 'validation.forbiddenChars';
    else if (!isWithinMaxChars(comments, COMMENT_MAX)) errors.comments = 'validation.commentTooLong';
  }
  if (terminal.showConfirmationEmail) {
    if (!email) {
      if (terminal.confirmationEmailMandatory) errors.email = 'validation.required';
    } else if (!isValidEmail(email)) errors.email = 'validation.email';
  }
  return errors;
}
