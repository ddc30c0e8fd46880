import * as yup from 'yup';
import { isValidPhone } from '@/lib/phone';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { SENDING_METHODS } from '@/lib/statuses';

export interface DeliveryValues {
  phone: string;
  address: string;
  sendingMethod: string;
}

/** Delivery details (spec section 5: phone format, no < > & in text). Messages are keys in common. */
export const deliverySchema = yup.object({
  phone: yup.string().trim().required('validation.phoneRequired').test('phone', 'validation.phone', (v) => isValidPhone(v)),
  address: yup.string().trim().required('validation.required').max(200).test('text', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
  sendingMethod: yup.string().required('validation.required').oneOf([...SENDING_METHODS], 'validation.required'),
});
