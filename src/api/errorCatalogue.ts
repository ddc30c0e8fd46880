import type { ApiError } from './apiError';

/**
 * Spec section 6: the backend's permission-denied messages. The spec says they exist, not their
 * words: these are the mock's words, and the patterns below also read the usual variants
 * ("not allowed to", "no permission to"). Each has `errors.denied<Key>` in `common`.
 */
export const DENIAL_MESSAGES = {
  terminalUpdate: "You don't have permission to update terminals",
  terminalDelete: "You don't have permission to delete terminals",
  terminalView: "You don't have permission to view terminals",
  terminalCreate: "You don't have permission to create terminals",
  accountCreate: "You don't have permission to create accounts",
  accountView: "You don't have permission to view accounts",
  accountUpdate: "You don't have permission to update accounts",
  accountDelete: "You don't have permission to delete accounts",
  signatorsUpdate: "You don't have permission to update signators",
  keysCreate: "You don't have permission to create keys",
  workspaceView: "You don't have permission to view the workspace",
  workspaceEdit: "You don't have permission to edit the workspace",
  chequeCreate: "You don't have permission to create checks",
  chequeUpdate: "You don't have permission to update checks",
  chequeView: "You don't have permission to view checks",
  sendToSign: "You don't have permission to send checks to sign",
  inviteUsers: "You don't have permission to invite users",
} as const;
export type DenialKey = keyof typeof DENIAL_MESSAGES;

/** `errors.<this>` in `common` is the translated text of a denial. */
export const denialCatalogueKey = (key: DenialKey) => `denied${key[0].toUpperCase()}${key.slice(1)}`;

const WHO_MAY = String.raw`(?:permission|allowed|authori[sz]ed|rights?) to`;
const DENIAL_PATTERNS: Record<DenialKey, string> = {
  terminalUpdate: String.raw`(?:update|edit) terminals?`,
  terminalDelete: String.raw`delete terminals?`,
  terminalView: String.raw`view terminals?`,
  terminalCreate: String.raw`create terminals?`,
  accountCreate: String.raw`create (?:bank )?accounts?`,
  accountView: String.raw`view (?:bank )?accounts?`,
  accountUpdate: String.raw`(?:update|edit) (?:bank )?accounts?`,
  accountDelete: String.raw`delete (?:bank )?accounts?`,
  signatorsUpdate: String.raw`update signators?`,
  keysCreate: String.raw`create (?:printer )?keys?`,
  workspaceView: String.raw`view (?:the )?workspaces?`,
  workspaceEdit: String.raw`(?:edit|update) (?:the )?workspaces?`,
  chequeCreate: String.raw`create (?:checks?|cheques?)`,
  chequeUpdate: String.raw`(?:update|edit) (?:checks?|cheques?)`,
  chequeView: String.raw`view (?:checks?|cheques?)`,
  sendToSign: String.raw`send (?:checks?|cheques?) to sign`,
  inviteUsers: String.raw`invite users?`,
};
const DENIALS = (Object.keys(DENIAL_PATTERNS) as DenialKey[]).map(
  (key) => [denialCatalogueKey(key), new RegExp(`${WHO_MAY} ${DENIAL_PATTERNS[key]}`, 'i')] as const,
);

// Spec section 8: the backend's messages, matched by text, each with a translation key under
// `errors.` in the common namespace. The first match wins; order specific before general.
export const ERROR_CATALOGUE: ReadonlyArray<readonly [key: string, match: RegExp]> = [
  ['invalidRecaptcha', /invalid recaptcha/i],
  ['invalidCredentials', /invalid email or password/i],
  ['wrongOtp', /wrong or expired otp/i],
  ['expiredLink', /expired link/i],
  ['emailAuthorizationFailed', /email authori[sz]ation failed/i],
  ['emailMustBeConfirmed', /email must be confirmed/i],
  ...DENIALS,
  ['invitationNotFound', /invitation not found|invitation .*cancel/i],
  ['terminalNotFound', /terminal does not exist/i],
  ['noChecksFound', /no checks found/i],
  ['paymentRequestCannotBeDeleted', /payment request cannot be deleted/i],
  ['keyInUse', /key is already in use/i],
  ['uprInUse', /upr already in use/i],
  ['uprMissing', /upr is missing/i],
  ['emailExists', /email already exists|already exists:? *email/i],
  ['phoneExists', /phone already exists|already exists:? *phone/i],
  ['workspaceExists', /workspace already exists|already exists:? *workspace/i],
  ['companySlugExists', /companyslug already exists|already exists:? *companyslug/i],
  ['hetpeyExists', /hetpey already exists|already exists:? *hetpey/i],
  ['nameExists', /name already exists|already exists:? *name/i],
  ['userExists', /user already exists|the user already exists/i],
  ['sendingMethodLocked', /sending method cannot be updated/i],
  ['checkSigningFailed', /check signing failed/i],
  ['usersToSignNotFound', /users to sign are not found/i],
  ['passwordResetEmailFailed', /password.?reset email failed/i],
  ['notEnoughCredits', /enough credits/i],
  ['cannotPurchaseCredits', /unable to purchase/i],
  ['selectCredits', /select a number of credits/i],
  ['usersUnavailable', /creating users is unavailable/i],
  ['workspaceCreationUnavailable', /workspace creation currently unavailable/i],
  ['notAllowedToPrint', /not allowed to print/i],
  ['forbidden', /access to the requested resource is forbidden/i],
  ['cannotCreatePaymentRequests', /can'?t create payment requests/i],
  ['accountNotApprovedToPrint', /not approved to print/i],
  ['invalidDataStructure', /invalid data structure/i],
  ['invalidBankData', /account, bank or branch is not valid/i],
  ['duplicateMicr', /duplicate micr|same micr/i],
  ['micrAllZeros', /micr.*zeros/i],
  ['invalidMicr', /invalid micr/i],
  ['unsupportedBank', /unsupported bank/i],
  ['restrictedAccount', /restricted/i],
  ['transactionDone', /transaction is done/i],
  ['terminalConnectionFailed', /failed to connect to the terminal/i],
  ['safeConnectionFailed', /connection to the safe failed/i],
  ['downloadFailed', /download failed/i],
  ['noDataToExport', /no data to export/i],
  ['noDepositFeedback', /no deposit feedback/i],
  ['chequeDeletedByRetention', /deleted per workspace retention|retention/i],
  // Workspace set-up: our safe-box calls and the duplicate account of section 5.
  ['safeTestWait', /wait before testing the safe/i],
  ['invalidKeyFile', /invalid key file/i],
  ['safeBoxNotFound', /^safe box not found/i],
  ['accountExists', /bank account already exists/i],
  ['accountNotFound', /^bank account not found/i],
  ['keyNotFound', /^key not found/i],
  ['ownerRequired', /owner permission/i],
  ['userNotFound', /^user not found/i],
  ['reportNotFound', /^report not found/i],
  ['actionNotFound', /^action not found/i],
  ['paymentRequestNotFound', /^payment request not found/i],
  ['transactionNotFound', /^transaction not found/i],
  ['checkNotFound', /^check not found/i],
  ['requestFailed', /^request failed$/i],
  ['somethingWentWrong', /something went wrong|unknown error/i],
];

export function catalogueKey(message: string): string | undefined {
  const text = message.trim();
  return ERROR_CATALOGUE.find(([, match]) => match.test(text))?.[0];
}

/**
 * A refusal as the user is told it: a server's message the catalogue knows (`errors.server` from
 * toApiError) becomes its own translation key. api/http.ts loads this module with the first refusal,
 * so that no page downloads the catalogue before a call is refused.
 */
export function catalogued(apiError: ApiError): ApiError {
  const key = apiError.messageKey === 'errors.server' ? catalogueKey(apiError.message) : undefined;
  if (!key) return apiError;
  const { status, err, message, data } = apiError;
  return { status, err, message, messageKey: `errors.${key}`, data };
}
