import * as yup from 'yup';
import type { RoleChoice } from '@/api/types/member';
import { isValidEmailList } from '@/lib/email';
import { isValidNationalId } from '@/lib/nationalId';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { isValidWorkspaceIdentifier } from '@/lib/workspaceIdentifier';

export interface InviteValues extends RoleChoice {
  emails: string;
}

export const emptyInvite: InviteValues = { emails: '', roleType: 'USER', capabilities: ['edit'] };

/** Spec section 5: a comma-separated list, refused when any entry is invalid. Messages are keys. */
export const inviteSchema = yup.object({
  emails: yup.string().trim().required('validation.required').test('list', 'validation.emailList', (v) => isValidEmailList(v)),
});

export interface NewWorkspaceValues {
  type: 'PRIVATE' | 'BUSINESS';
  companyName: string;
  companySlug: string;
  hetpey: string;
}

export const emptyWorkspace: NewWorkspaceValues = { type: 'BUSINESS', companyName: '', companySlug: '', hetpey: '' };

/** Spec section 5: the workspace identifier (3-20 Latin letters, digits, hyphen), a valid company number, no < > &. */
export const newWorkspaceSchema = yup.object({
  companyName: yup.string().trim().required('validation.required').max(60).test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
  companySlug: yup.string().required('validation.required').test('slug', 'validation.workspaceIdentifier', (v) => isValidWorkspaceIdentifier(v)),
  hetpey: yup.string().when('type', {
    is: 'BUSINESS',
    then: (s) => s.trim().required('validation.required').test('id', 'validation.nationalId', (v) => isValidNationalId(v)),
  }),
});
