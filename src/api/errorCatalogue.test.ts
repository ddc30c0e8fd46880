import { DENIAL_MESSAGES, catalogueKey, denialCatalogueKey, type DenialKey } from './errorCatalogue';

describe('section 6 permission-denied messages', () => {
  it.each(Object.entries(DENIAL_MESSAGES))('%s: the mock\'s words are read as their own message', (key, text) => {
    expect(catalogueKey(text)).toBe(denialCatalogueKey(key as DenialKey));
  });

  it.each<[string, DenialKey]>([
    ['User is not allowed to update terminal', 'terminalUpdate'],
    ['No permission to delete bank accounts', 'accountDelete'],
    ['user not authorized to send cheques to sign', 'sendToSign'],
    ['You do not have rights to view the workspace', 'workspaceView'],
    ['Not allowed to create printer keys', 'keysCreate'],
  ])('reads the variant "%s"', (text, key) => {
    expect(catalogueKey(text)).toBe(denialCatalogueKey(key));
  });

  it('leaves the other section-8 messages of refusal to their own keys', () => {
    expect(catalogueKey('User not allowed to print checks')).toBe('notAllowedToPrint');
    expect(catalogueKey('Access to the requested resource is forbidden')).toBe('forbidden');
    expect(catalogueKey("User can't create payment requests")).toBe('cannotCreatePaymentRequests');
    expect(catalogueKey('Owner permission required')).toBe('ownerRequired');
  });
});
