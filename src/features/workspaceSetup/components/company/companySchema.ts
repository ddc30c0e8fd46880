import * as yup from 'yup';
import { isValidNationalId } from '@/lib/nationalId';
import { isValidPhone } from '@/lib/phone';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { isWithinMaxChars } from '@/lib/limits';
import { isValidWorkspaceIdentifier } from '@/lib/workspaceIdentifier';

export const COMPANY_NAME_MAX = 60;
export const ADDRESS_MAX = 120;

const safe = (v: string | undefined) => isSafeText(v ?? '');

/** Company details (spec sections 3 and 5): every rule from src/lib, messages as translation keys. */
export const companySchema = yup.object({
  companyName: yup
    .string()
    .trim()
    .required('validation.required')
    .test('safe', 'validation.forbiddenChars', safe)
    .test('max', 'workspaceSetup:validation.companyNameMax', (v) => isWithinMaxChars(v ?? '', COMPANY_NAME_MAX)),
  companySlug: yup.string().required('validation.required').test('slug', 'validation.workspaceIdentifier', (v) => isValidWorkspaceIdentifier(v ?? '')),
  hetpey: yup.string().trim().test('id', 'validation.nationalId', (v) => !v || isValidNationalId(v)),
  address: yup
    .string()
    .trim()
    .test('safe', 'validation.forbiddenChars', safe)
    .test('max', 'workspaceSetup:validation.addressMax', (v) => isWithinMaxChars(v ?? '', ADDRESS_MAX)),
  phone: yup.string().trim().test('phone', 'validation.phone', (v) => !v || isValidPhone(v)),
});

export type CompanyValues = yup.InferType<typeof companySchema>;

/** Section 8 messages that belong to one field of the company form. */
export const COMPANY_ERROR_FIELDS: Record<string, keyof CompanyValues & string> = {
  'errors.workspaceExists': 'companyName',
  'errors.companySlugExists': 'companySlug',
  'errors.hetpeyExists': 'hetpey',
};
