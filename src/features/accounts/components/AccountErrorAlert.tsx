import { toApiError } from '@/api/apiError';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { ResendVerification } from './ResendVerification';

/**
 * ErrorAlert for account screens. "Email must be confirmed before the action" (spec section 6)
 * comes with the way out: a new verification e-mail.
 */
export function AccountErrorAlert({ error }: { error: unknown }) {
  const user = useAppSelector(selectUser);
  const needsConfirmation = toApiError(error).messageKey === 'errors.emailMustBeConfirmed';
  return (
    <>
      <ErrorAlert error={error} />
      {needsConfirmation && user && (
        <div className="mb-3 d-flex flex-wrap align-items-center gap-2">
          <ResendVerification user={user} color="primary" />
        </div>
      )}
    </>
  );
}
