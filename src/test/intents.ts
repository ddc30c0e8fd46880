import { act } from '@testing-library/react';

/**
 * A double click plus Enter on `button`, all in one tick (no render in between, as a fast finger
 * or a stuck key can do): click, click, dblclick, then Enter, which submits the button's form
 * (implicit submission) or clicks a button outside a form.
 */
export async function doubleClickPlusEnter(button: HTMLElement): Promise<void> {
  await act(async () => {
    button.click();
    button.click();
    button.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const form = (button as HTMLButtonElement).form;
    if (form) form.requestSubmit();
    else button.click();
  });
}
