// Spec §5 "Personal e-mail domains": a domain whose FIRST label is one of these is a personal,
// non-business address. Matching the first label catches every country variant
// (gmail.com, walla.co.il, hotmail.co.uk) without listing them.

export const PERSONAL_EMAIL_PROVIDERS = [
  'walla',
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  '013',
  'bezeqint',
  'netvision',
  'barak',
  'zahav',
] as const;

const PROVIDERS: ReadonlySet<string> = new Set(PERSONAL_EMAIL_PROVIDERS);

/** Accepts a full address or a bare domain. A sub-domain (mail.gmail.com) is not matched. */
export function isPersonalEmail(emailOrDomain: string | null | undefined): boolean {
  if (typeof emailOrDomain !== 'string') return false;
  const value = emailOrDomain.trim().toLowerCase();
  const domain = value.slice(value.lastIndexOf('@') + 1);
  const firstLabel = domain.split('.')[0];
  return PROVIDERS.has(firstLabel);
}
