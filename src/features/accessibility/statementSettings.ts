import { isIsoDay } from '@/lib/dates';

/** What the deployment sets on its accessibility statement (VITE_ACCESSIBILITY_*, .env.example). */
export interface StatementSettings {
  /** The accessibility coordinator's name; empty: the statement names the role only. */
  contactName: string;
  /** An e-mail address, or empty when the configured one is not an address. */
  email: string;
  /** A phone number as shown (digits, spaces, dashes, a leading + or a star number), or empty when it is none. */
  phone: string;
  /** The day the statement was last reviewed, 'YYYY-MM-DD'. */
  reviewedOn: string;
}

export type StatementVariables = Partial<Record<'VITE_ACCESSIBILITY_CONTACT_NAME' | 'VITE_ACCESSIBILITY_EMAIL' | 'VITE_ACCESSIBILITY_PHONE' | 'VITE_ACCESSIBILITY_REVIEWED_ON', string>>;

/**
 * The demo's values. The review date is that of the last review of the product itself: a
 * deployment that reviews its own site sets VITE_ACCESSIBILITY_REVIEWED_ON.
 */
export const DEMO_STATEMENT: StatementSettings = {
  contactName: '',
  email: 'accessibility@demo.co.il',
  phone: '03-555-0100',
  reviewedOn: '2026-11-28',
};

const EMAIL = /^[^\s@:<>()]+@[^\s@:<>()]+\.[^\s@:<>()]+$/;
// A number as dialled in Israel: with its area code or country code, or a business's star number.
const PHONE = /^(\*\d{3,5}|\+?\d[\d -]{5,18}\d)$/;

/**
 * The statement's settings from the build's variables: an unset variable takes the demo's value;
 * a set one that is not an address, a phone number or a day is left out rather than shown wrong
 * (a broken mailto is no way to ask for help), and a wrong review day falls back to the demo's.
 */
export function statementSettings(variables: StatementVariables): StatementSettings {
  const value = (name: keyof StatementVariables) => variables[name]?.trim();
  const email = value('VITE_ACCESSIBILITY_EMAIL');
  const phone = value('VITE_ACCESSIBILITY_PHONE');
  const reviewedOn = value('VITE_ACCESSIBILITY_REVIEWED_ON');
  return {
    contactName: value('VITE_ACCESSIBILITY_CONTACT_NAME') ?? DEMO_STATEMENT.contactName,
    email: email === undefined || email === '' ? DEMO_STATEMENT.email : EMAIL.test(email) ? email : '',
    phone: phone === undefined || phone === '' ? DEMO_STATEMENT.phone : PHONE.test(phone) ? phone : '',
    reviewedOn: reviewedOn && isIsoDay(reviewedOn) ? reviewedOn : DEMO_STATEMENT.reviewedOn,
  };
}

/** The phone number as a `tel:` address: its digits and a leading + or star. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*]/g, '')}`;
}
