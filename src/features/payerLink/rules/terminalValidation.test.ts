import type { Terminal } from '@/api/types/terminal';
import { validateClientDetails } from './terminalValidation';
import { validateAmountAndDate } from './amountAndDate';

const terminal = (extra: Partial<Terminal>): Terminal => ({ terminalId: 't', name: 'n', terminalLink: 'l', ...extra });
const empty = { fromName: '', comments: '', email: '' };

describe('validateClientDetails', () => {
  it.each([
    [{ showFromName: true, fromNameMandatory: true }, empty, { fromName: 'validation.required' }],
    [{ showFromName: true }, empty, {}],
    [{ showFromName: true }, { ...empty, fromName: 'a<b' }, { fromName: 'validation.forbiddenChars' }],
    [{ showComments: true, commentsMandatory: true }, { ...empty, comments: '   ' }, { comments: 'validation.required' }],
    [{ showComments: true }, { ...empty, comments: 'x'.repeat(101) }, { comments: 'validation.commentTooLong' }],
    [{ showComments: true }, { ...empty, comments: 'x'.repeat(100) }, {}],
    [{ showConfirmationEmail: true, confirmationEmailMandatory: true }, empty, { email: 'validation.required' }],
    [{ showConfirmationEmail: true }, { ...empty, email: 'a@b' }, { email: 'validation.email' }],
    [{ showConfirmationEmail: true }, { ...empty, email: ' dana@example.co.il ' }, {}],
    // A field the terminal does not show is never asked for.
    [{ fromNameMandatory: true }, empty, {}],
  ])('%o with %o -> %o', (options, values, expected) => {
    expect(validateClientDetails(terminal(options), values)).toEqual(expected);
  });
});

describe('validateAmountAndDate', () => {
  it.each([
    ['', '', { amount: 'validation.amountRequired', checkDate: 'validation.dateRequired' }],
    ['abc', '15/03/2026', { amount: 'validation.amountInvalid' }],
    ['0', '15/03/2026', { amount: 'validation.amountInvalid' }],
    ['1e3', '15/03/2026', { amount: 'validation.amountInvalid' }],
    ['10,000,000.01', '15/03/2026', { amount: 'validation.amountTooHigh' }],
    ['10000000', '15/03/2026', {}],
    ['1,250.5', '31/02/2026', { checkDate: 'validation.dateInvalid' }],
  ])('%s, %s -> %o', (amount, checkDate, errors) => {
    expect(validateAmountAndDate({ amount, checkDate }).errors).toEqual(errors);
  });

  it('gives agorot and an ISO day when valid', () => {
    expect(validateAmountAndDate({ amount: '1,250.5', checkDate: '1-4-2026' }).parsed).toEqual({ agorot: 125050, checkDate: '2026-04-01' });
  });
});
