import * as yup from 'yup';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { isWithinMaxChars } from '@/lib/limits';
import { SAFE_TYPES, pemFileProblem, type SafeType } from '../../rules/safeBox';

export const USER_NAME_MAX = 40;

export interface SafeBoxValues {
  safeType: SafeType | '';
  userName: string;
  /** The chosen file itself (its name and size); its text is read only when it is sent. */
  keyFile: File | null;
}

/** Safe box (sections 3, 5, 9): the type, a user name, and a .pem key file. */
export const safeBoxSchema = yup.object({
  safeType: yup.string().required('workspaceSetup:validation.safeType').oneOf(SAFE_TYPES, 'workspaceSetup:validation.safeType'),
  userName: yup
    .string()
    .trim()
    .required('validation.required')
    .test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? ''))
    .test('max', 'workspaceSetup:validation.userNameMax', (v) => isWithinMaxChars(v ?? '', USER_NAME_MAX)),
  keyFile: yup
    .mixed<File>()
    .nullable()
    .test('keyFile', function keyFile(file) {
      if (!file) return this.createError({ message: 'workspaceSetup:validation.keyFileRequired' });
      const problem = pemFileProblem(file);
      return problem ? this.createError({ message: `workspaceSetup:validation.keyFile.${problem}` }) : true;
    }),
});
