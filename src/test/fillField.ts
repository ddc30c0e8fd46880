import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';

/** Types a whole value at once (a paste): a long form validates on every key otherwise. */
export async function fillField(user: UserEvent, label: string | RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.click(input);
  await user.paste(value);
}

/** Replaces a field's value at once (a paste), as a form validates on every key otherwise. */
export async function replaceValue(user: UserEvent, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** The error message a field is described by (its invalid-feedback). */
export function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('invalid-feedback'))?.textContent ?? '';
}

/** Loads a lazy page and the namespace before the first test, so its first find does not time out. */
export async function warmUp(load: () => Promise<unknown>) {
  await Promise.all([load(), i18n.loadNamespaces(['accounts'])]);
}
