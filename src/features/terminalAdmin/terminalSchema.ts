import * as yup from 'yup';
import type { Terminal, TerminalSettings } from '@/api/types/terminal';
import { terminalAddressProblem, terminalLinkProblem, toTerminalLinkInput } from '@/lib/terminalLink';
import { clientMessageProblem, colourProblem, normalizeClientDetailOptions, terminalNameProblem } from './rules/terminalSettings';

/** The settings form: every field of the Terminal entity (spec section 3) that staff set. */
export interface TerminalFormValues {
  name: string;
  terminalLink: string;
  logo: string;
  backgroundColor: string;
  color1: string;
  color2: string;
  clientMessage: string;
  showFromName: boolean;
  fromNameMandatory: boolean;
  showComments: boolean;
  commentsMandatory: boolean;
  showConfirmationEmail: boolean;
  confirmationEmailMandatory: boolean;
  allowAmountAndDate: boolean;
  autoRearSignature: boolean;
  autoDeposit: boolean;
  autoDepositAccount: string;
  redirectUrl: string;
  postAddress: string;
  newCheckNotification: boolean;
  /** The linked workspace: chosen when the terminal is created, fixed afterwards. */
  workspace: string;
}

/** A new terminal starts with the app's own colours and asks for the payer's name. */
export function initialTerminalValues(terminal: Terminal | undefined, workspace: string): TerminalFormValues {
  return {
    name: terminal?.name ?? '',
    terminalLink: terminal?.terminalLink ?? '',
    logo: terminal?.logo ?? '',
    backgroundColor: terminal?.backgroundColor || '#f3f4f7',
    color1: terminal?.color1 || '#1b4f8a',
    color2: terminal?.color2 || '#1b4f8a',
    clientMessage: terminal?.clientMessage ?? '',
    showFromName: terminal ? !!terminal.showFromName : true,
    fromNameMandatory: !!terminal?.fromNameMandatory,
    showComments: !!terminal?.showComments,
    commentsMandatory: !!terminal?.commentsMandatory,
    showConfirmationEmail: !!terminal?.showConfirmationEmail,
    confirmationEmailMandatory: !!terminal?.confirmationEmailMandatory,
    allowAmountAndDate: !!terminal?.allowAmountAndDate,
    autoRearSignature: !!terminal?.autoRearSignature,
    autoDeposit: !!terminal?.autoDepositAccount,
    autoDepositAccount: terminal?.autoDepositAccount ?? '',
    redirectUrl: terminal?.redirectUrl ?? '',
    postAddress: terminal?.postAddress ?? '',
    newCheckNotification: !!terminal?.newCheckNotification,
    workspace,
  };
}

/** What is sent (POST /api/terminal/new, PUT /api/terminal/edit): trimmed, consistent options. */
export function settingsOf(values: TerminalFormValues): TerminalSettings {
  const { autoDeposit, workspace: _ws, ...rest } = values;
  void _ws;
  return normalizeClientDetailOptions({
    ...rest,
    name: rest.name.trim(),
    terminalLink: toTerminalLinkInput(rest.terminalLink),
    clientMessage: rest.clientMessage.trim(),
    redirectUrl: rest.redirectUrl.trim(),
    postAddress: rest.postAddress.trim(),
    autoDepositAccount: autoDeposit ? rest.autoDepositAccount : '',
  });
}

const V = 'terminals:validation';
const byProblem = (problems: Record<string, string>, problem: (v: unknown) => string | null) =>
  yup.string().default('').test('rule', (value, ctx) => {
    const found = problem(value ?? '');
    return found ? ctx.createError({ message: problems[found] ?? `${V}.invalid` }) : true;
  });

const colour = byProblem({ invalid: `${V}.colour` }, colourProblem);

/** Built from the rules of src/lib; messages are translation keys. */
export const terminalSchema = yup.object({
  name: byProblem({ required: 'validation.required', forbiddenChars: 'validation.forbiddenChars', tooLong: `${V}.nameTooLong` }, terminalNameProblem),
  terminalLink: byProblem(
    { required: 'validation.required', characters: `${V}.linkCharacters`, tooShort: `${V}.linkLength`, tooLong: `${V}.linkLength` },
    terminalLinkProblem,
  ),
  backgroundColor: colour,
  color1: colour,
  color2: colour,
  clientMessage: byProblem({ forbiddenChars: 'validation.forbiddenChars', tooLong: `${V}.messageTooLong` }, clientMessageProblem),
  redirectUrl: byProblem({ tooLong: `${V}.addressTooLong`, invalid: `${V}.address` }, (v) => terminalAddressProblem(String(v).trim())),
  postAddress: byProblem({ tooLong: `${V}.addressTooLong`, invalid: `${V}.address` }, (v) => terminalAddressProblem(String(v).trim())),
  autoDepositAccount: yup.string().default('').when('autoDeposit', {
    is: true,
    then: (s) => s.required(`${V}.chooseAccount`),
  }),
});

/** Server refusals of section 8 that belong to one field: shown under it (and kept typed). */
export const FIELD_OF_ERROR: Record<string, { field: keyof TerminalFormValues; message: string }> = {
  'errors.nameExists': { field: 'terminalLink', message: `${V}.linkTaken` },
  'errors.invalidBankData': { field: 'autoDepositAccount', message: `${V}.accountRefused` },
};
