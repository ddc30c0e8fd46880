import { lazy, Suspense, useState } from 'react';
import { CButton, CCard, CCardBody, CCol, CRow, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateChequeMutation } from '@/api/chequesApi';
import type { DetectedCheque } from '@/api/types/detectedCheque';
import { toApiError } from '@/api/apiError';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { isDesktop } from '@/components/capture/cameraSupport';
import { hrefs } from '@/config/hrefs';
import { i18n } from '@/i18n/i18n';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import { chequeSchema, emptyChequeForm, toChequeFields, type ChequeFormValues } from './chequeFormSchema';
import { ChequeDetailsFields } from './ChequeDetailsFields';
import { ChequeImagePicker } from './ChequeImagePicker';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { PayeePhoneCheck } from '../payee/PayeePhoneCheck';
import { payeePhoneNeedsCode } from '@/lib/phone';
import { FieldError } from '@/components/form/FieldError';

const schema = chequeSchema({ requireFront: true });
// "Continue on your phone" (a QR code of this page): desktops only, loaded with them.
const HandOffToPhone = lazy(() =>
  Promise.all([import('@/components/capture/HandOffToPhone'), i18n.loadNamespaces('capture')]).then(([m]) => ({ default: m.HandOffToPhone })),
);
// Server refusals that belong to the MICR field: shown there as well as above the buttons.
const MICR_ERRORS: Record<string, string> = { 'errors.duplicateMicr': 'errors.duplicateMicr', 'errors.micrAllZeros': 'validation.micrAllZeros', 'errors.invalidMicr': 'errors.invalidMicr' };

/** What the scanner read goes into the form; what it did not read is left as typed. */
function detectedValues(detected: DetectedCheque): Partial<ChequeFormValues> {
  const agorot = detected.amount === undefined ? null : shekelsToAgorot(detected.amount);
  const read = { micr: detected.micr, bank: detected.bank, branch: detected.branch, account: detected.account, checkNumber: detected.checkNumber, amount: agorot === null ? undefined : formatAmountPlain(agorot) };
  return Object.fromEntries(Object.entries(read).filter(([, v]) => typeof v === 'string' && v !== '')) as Partial<ChequeFormValues>;
}

/** Scan both sides, check the details, save; the new cheque's view opens on success. */
export function ChequeCreateForm() {
  const { t } = useTranslation('cheques');
  const navigate = useNavigate();
  const { wsId } = useActiveWorkspace();
  const [createCheque] = useCreateChequeMutation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [verifiedPhones, setVerifiedPhones] = useState<string[]>([]);
  const [handOff] = useState(isDesktop);

  async function onSubmit(values: ChequeFormValues, helpers: FormikHelpers<ChequeFormValues>) {
    setSaveError(null);
    if (payeePhoneNeedsCode(values.payeePhone, '', verifiedPhones)) return;
    const reply = await createCheque({ wsId, fields: toChequeFields(values, { withImages: true }) });
    if (!('error' in reply)) {
      navigate(hrefs.chequeView(reply.data.checkId));
      return;
    }
    setSaveError(reply.error);
    const micrKey = MICR_ERRORS[toApiError(reply.error).messageKey];
    if (micrKey) {
      helpers.setFieldTouched('micr', true, false);
      helpers.setFieldError('micr', micrKey);
    }
  }

  return (
    <Formik initialValues={emptyChequeForm} validationSchema={schema} onSubmit={onSubmit}>
      {({ values, setValues, setFieldValue, isSubmitting, errors, submitCount }) => (
        <Form noValidate>
          <CRow className="g-4">
            <CCol xs={12} lg={5}>
              <CCard>
                <CCardBody>
                  <h2 className="h6 mb-3">{t('create.imagesTitle')}</h2>
                  <ChequeImagePicker side="front" value={values.frontImage} onDetected={(d) => void setValues({ ...values, ...detectedValues(d), frontImage: d.image }, true)} />
                  {submitCount > 0 && errors.frontImage && <FieldError alert className="mb-2">{t(errors.frontImage)}</FieldError>}
                  <ChequeImagePicker side="rear" value={values.rearImage} onDetected={(d) => void setFieldValue('rearImage', d.image)} />
                  {handOff && (
                    <Suspense fallback={null}>
                      <HandOffToPhone className="mt-3 mb-0" />
                    </Suspense>
                  )}
                </CCardBody>
              </CCard>
            </CCol>
            <CCol xs={12} lg={7}>
              <CCard>
                <CCardBody>
                  <h2 className="h6 mb-3">{t('create.detailsTitle')}</h2>
                  <ChequeDetailsFields
                    phoneCheck={<PayeePhoneCheck name="payeePhone" verified={verifiedPhones} onVerified={(p) => setVerifiedPhones((list) => [...list, p])} />}
                    footer={(bankBlocks) => (
                      <>
                        {saveError ? <ErrorAlert error={saveError} /> : null}
                        <CButton type="submit" color="primary" disabled={isSubmitting || bankBlocks || payeePhoneNeedsCode(values.payeePhone, '', verifiedPhones)} className="w-100 w-md-auto">
                          {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
                          {isSubmitting ? t('create.saving') : t('create.save')}
                        </CButton>
                      </>
                    )}
                  />
                </CCardBody>
              </CCard>
            </CCol>
          </CRow>
        </Form>
      )}
    </Formik>
  );
}
