import type { MatcherFunction } from '@testing-library/react';

/**
 * getByText's matcher for a sentence whose text is split by elements (KeepDates' days): the innermost
 * element whose whole text it is (getByText alone reads only an element's own text nodes).
 */
export function wholeText(expected: string | RegExp): MatcherFunction {
  const fits = (text: string | null) => (typeof expected === 'string' ? text === expected : expected.test(text ?? ''));
  return (_own, element) => !!element && fits(element.textContent) && ![...element.children].some((child) => fits(child.textContent));
}
