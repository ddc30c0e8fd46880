// Section 5/9 "Workspace identifier" (companySlug): 3 to 20 characters, Latin letters, digits and
// hyphen only.

export function isValidWorkspaceIdentifier(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9-]{3,20}$/.test(value);
}
