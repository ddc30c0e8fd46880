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
 * What an unset variable takes. The review date is that of the last review of the product itself:
 * a deployment that reviews its own site sets VITE_ACCESSIBILITY_REVIEWED_ON. A production build
 * has no contact of its own (the statement names the coordinator's role until the deployment sets
 * one); the demo on the mock backend shows made-up ones, which never reach a production build.
 */
const PRODUCT_STATEMENT: StatementSettings = { contactName: '', email: '', phone: '', reviewedOn: '2026-11-28' };
export const DEMO_STATEMENT: StatementSettings = { ...PRODUCT_STATEMENT, email: 'accessibility@demo.co.il', phone: '03-555-0100' };

const EMAIL = /^[^\s@:<>()]+@[^\s@:<>()]+\.[^\s@:<>()]+$/;
// A number as dialled in Israel: with its area code or country code, or a business's star number.
const PHONE = /^(\*\d{3,5}|\+?\d[\d -]{5,18}\d)$/;

/**
 * The statement's settings from the build's variables: an unset variable takes its default;
 * a set one that is not an address, a phone number or a day is left out rather than shown wrong
 * (a broken mailto is no way to ask for help), and a wrong review day falls back to the default.
 */
export function statementSettings(variables: StatementVariables, defaults: StatementSettings = __API_MOCK__ ? DEMO_STATEMENT : PRODUCT_STATEMENT): StatementSettings {
  const value = (name: keyof StatementVariables) => variables[name]?.trim();
  const email = value('VITE_ACCESSIBILITY_EMAIL');
  const phone = value('VITE_ACCESSIBILITY_PHONE');
  const reviewedOn = value('VITE_ACCESSIBILITY_REVIEWED_ON');
  return {
    contactName: value('VITE_ACCESSIBILITY_CONTACT_NAME') ?? defaults.contactName,
    email: email === undefined || email === '' ? defaults.email : EMAIL.test(email) ? email : '',
    phone: phone === undefined || phone === '' ? defaults.phone : PHONE.test(phone) ? phone : '',
    reviewedOn: reviewedOn && isIsoDay(reviewedOn) ? reviewedOn : defaults.reviewedOn,
  };
}

/** The phone number as a `tel:` address: its digits and a leading + or star. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*]/g, '')}`;
}
