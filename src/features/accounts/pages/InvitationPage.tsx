import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useEffect } from 'react';
import { type InvitationCode, useGetInvitationQuery, userApi } from '@/api/userApi';
import { useAppDispatch } from '@/state/hooks';
import { toApiError } from '@/api/apiError';
import { catalogueKey } from '@/api/errorCatalogue';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';

const MESSAGE_OF: Record<string, string> = {
  false: 'invitation.failed',
  1: 'invitation.joined',
  2: 'invitation.alreadyMember',
  3: 'invitation.needAccount',
};

/**
 * /invitation/:invitationCode exactly as spec section 2 says: a spinner until the result, then one
 * message box with one button. An error text wins over the code and comes with a home button.
 */
export function InvitationPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const { invitationCode = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching } = useGetInvitationQuery(invitationCode);
  const errorText = useErrorText(data?.error, error);
  const dispatch = useAppDispatch();
  // Joined: the signed-in user's roles (and, by section 4, the active workspace) are fetched again.
  useEffect(() => {
    if (data?.success === 1) dispatch(userApi.util.invalidateTags(['User']));
  }, [data?.success, dispatch]);

  if (isLoading || isFetching) return <PageSpinner />;

  const code: InvitationCode = data?.success ?? false;
  const register = !errorText && code === 3;
  const message = errorText ?? t(MESSAGE_OF[String(code)]);
  const good = !errorText && (code === 1 || code === 2);
  return (
    <PublicFrame title={t('common:titles.invitation')}>
      <div>
        {data?.workspaceName && (
          <p className="text-center mb-3">
            {t('invitation.about', {
              workspace: data.workspaceName,
              role: t(`common:permissions.roles.${data.roleType ?? ''}`, { defaultValue: data.roleType ?? '' }),
            })}
          </p>
        )}
        <CAlert color={good ? 'success' : register ? 'info' : 'danger'} className="fs-5 text-center" role={good || register ? 'status' : 'alert'}>
          {message}
        </CAlert>
        <CButton
          color="primary"
          className="w-100"
          onClick={() => navigate(register ? hrefs.register(data?.email || undefined) : paths.home)}
        >
          {register ? t('invitation.register') : t('common:actions.navigateHome')}
        </CButton>
      </div>
    </PublicFrame>
  );
}

/** The result's error text, translated when it is one of section 8's messages; a failed call too. */
function useErrorText(text: string | undefined, error: unknown): string | undefined {
  const { t } = useTranslation('common');
  if (text) {
    const key = catalogueKey(text);
    return key ? t(`errors.${key}`) : text;
  }
  if (error) {
    const apiError = toApiError(error);
    return t(apiError.messageKey, { ...apiError.messageParams, defaultValue: t('errors.unknown') });
  }
  return undefined;
}
