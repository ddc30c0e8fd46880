import { userHandlers } from './handlers/user';
import { workspaceHandlers } from './handlers/workspace';
import { chequeHandlers } from './handlers/cheques';
import { devHandlers } from './handlers/dev';
import { accountsHandlers } from './handlers/accounts';
import { chequeListHandlers } from './handlers/chequeLists';
import { chequeDetailHandlers } from './handlers/chequeDetails';
import { chequeMediaHandlers } from './handlers/chequeMedia';
import { signingHandlers } from './handlers/signing';
import { terminalHandlers } from './handlers/terminals';
import { terminalAdminHandlers } from './handlers/terminalsAdmin';
import { paymentRequestHandlers } from './handlers/paymentRequests';
import { depositHandlers } from './handlers/deposits';
import { paymentHandlers } from './handlers/payments';
import { reportHandlers } from './handlers/reports';
import { workspaceSettingsHandlers } from './handlers/workspaceSettings';
import { bankAccountHandlers } from './handlers/bankAccounts';
import { keyHandlers } from './handlers/keys';
import { safeBoxHandlers } from './handlers/safeBox';
import { memberHandlers } from './handlers/members';
import { ci3Handlers } from './handlers/ci3';

/** Every route of the mock backend; the same list serves the browser, vitest and the Node server. */
export const handlers = [
  ...devHandlers,
  // People and new workspaces: before the generic /api/workspace/:id routes, which would take them.
  ...memberHandlers,
  // Workspace set-up: before the generic /api/workspace/:id and the accounts fallback, which would take them.
  ...workspaceSettingsHandlers,
  ...bankAccountHandlers,
  ...keyHandlers,
  ...safeBoxHandlers,
  ...accountsHandlers,
  ...userHandlers,
  ...signingHandlers,
  // Staff routes before the payer's: POST /api/terminal/:id would take /api/terminal/new.
  ...terminalAdminHandlers,
  ...paymentRequestHandlers,
  ...terminalHandlers,
  ...depositHandlers,
  ...paymentHandlers,
  ...reportHandlers,
  ...chequeListHandlers,
  ...chequeDetailHandlers,
  ...chequeMediaHandlers,
  ...chequeHandlers,
  ...ci3Handlers,
  ...workspaceHandlers,
];
