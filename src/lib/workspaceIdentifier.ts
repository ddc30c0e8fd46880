// Spec §5/§9: workspace identifier (companySlug) is 3 to 20 characters, Latin letters, digits
// and hyphen only. It is part of URLs, so it is not trimmed: a space is simply invalid.

export const WORKSPACE_IDENTIFIER_MIN = 3;
export const WORKSPACE_IDENTIFIER_MAX = 20;

const IDENTIFIER = new RegExp(`^[A-Za-z0-9-]{${WORKSPACE_IDENTIFIER_MIN},${WORKSPACE_IDENTIFIER_MAX}}$`);

export function isValidWorkspaceIdentifier(s: unknown): boolean {
  return typeof s === 'string' && IDENTIFIER.test(s);
}
