import * as yup from 'yup';
import { isValidEmail } from '@/lib/email';
import { isValidNationalId } from '@/lib/nationalId';
import { passwordProblems, passwordsMatch } from './rules/password';
import { isValidPhone } from '@/lib/phone';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { isValidWorkspaceIdentifier } from '@/lib/workspaceIdentifier';

// Validators return translation keys of `common` (validation.*), never text.
const PROBLEM_KEYS = {
  required: 'validation.required',
  minLength: 'validation.passwordMinLength',
  capital: 'validation.passwordCapital',
  digit: 'validation.passwordDigit',
  special: 'validation.passwordSpecial',
} as const;

export const emailField = yup.string().trim().required('validation.required').test('email', 'validation.email', (v) => isValidEmail(v ?? ''));
export const nameField = yup.string().trim().required('validation.required').test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? ''));
export const phoneField = yup.string().trim().required('validation.phoneRequired').test('phone', 'validation.phone', (v) => isValidPhone(v ?? ''));

/** The first rule the password breaks; the checklist beside the field shows all of them. */
export const passwordField = yup.string().defined().default('').test('password', (value, ctx) => {
  const problem = passwordProblems(value)[0];
  return problem ? ctx.createError({ message: PROBLEM_KEYS[problem] }) : true;
});

export const confirmField = (other = 'password') =>
  yup.string().required('validation.required').test('match', 'validation.passwordsMatch', function match(value) {
    return passwordsMatch(value, (this.parent as Record<string, string>)[other]);
  });

export const nationalIdField = yup.string().trim().test('id', 'validation.nationalId', (v) => !v || isValidNationalId(v));

export const registerSchema = yup.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  confirmPassword: confirmField(),
});

export const registerBusinessSchema = registerSchema.shape({
  companyName: nameField,
  hetpey: yup.string().trim().required('validation.required').test('id', 'validation.nationalId', (v) => isValidNationalId(v ?? '')),
  companySlug: yup.string().required('validation.required').test('slug', 'validation.workspaceIdentifier', (v) => isValidWorkspaceIdentifier(v ?? '')),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;
export type RegisterBusinessValues = yup.InferType<typeof registerBusinessSchema>;

/** Server messages of section 8 that belong to one field: shown under it as well as on top. */
export const FIELD_OF_ERROR: Record<string, string> = {
  'errors.emailExists': 'email',
  'errors.phoneExists': 'phone',
  'errors.workspaceExists': 'companyName',
  'errors.hetpeyExists': 'hetpey',
  'errors.companySlugExists': 'companySlug',
};
