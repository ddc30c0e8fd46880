import { CCard, CCardBody, CCardHeader, CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { EmailStatus } from '../components/EmailStatus';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { ProfileForm } from '../components/ProfileForm';
import { SecondStepSetup } from '../components/SecondStepSetup';

/** User settings inside the signed-in shell: profile (PUT /api/user) and password (PUT /api/user/password). */
export function UserSettingsPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <section aria-labelledby="user-settings-title">
      <h1 className="h4 mb-3" id="user-settings-title">
        {t('common:titles.userSettings')}
      </h1>
      <CRow className="g-3">
        <CCol lg={7}>
          <CCard>
            <CCardHeader as="h2" className="h6 mb-0">
              {t('settings.profile')}
            </CCardHeader>
            <CCardBody>
              <EmailStatus user={user} />
              <ProfileForm user={user} />
            </CCardBody>
          </CCard>
        </CCol>
        <CCol lg={5}>
          <CCard>
            <CCardHeader as="h2" className="h6 mb-0">
              {t('settings.password')}
            </CCardHeader>
            <CCardBody>
              <PasswordChangeForm />
            </CCardBody>
          </CCard>
          <CCard className="mt-3">
            <CCardHeader as="h2" className="h6 mb-0">
              {t('secondStep.title')}
            </CCardHeader>
            <CCardBody>
              <SecondStepSetup user={user} />
            </CCardBody>
          </CCard>
        </CCol>
      </CRow>
    </section>
  );
}
