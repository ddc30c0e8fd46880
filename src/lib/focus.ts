// Where keyboard focus may go: the DOM's focusable controls, and whether focus has been lost.

/** A control that takes keyboard focus and is not disabled. */
export const FOCUSABLE =
  'a[href], button:not(:disabled), input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** A form field that takes keyboard focus and is not disabled. */
export const FOCUSABLE_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Focus fell to the page's body (or nowhere): the element that had it went away, and Tab would
 * start again from the page's top. Code that moves focus after an action does so only then.
 */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;
