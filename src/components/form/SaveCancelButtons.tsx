import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** While the save is under way: the button says so and waits. */
  saving: boolean;
  onCancel: () => void;
}

/** A form's save (its submit) and cancel, as every set-up form ends. */
export function SaveCancelButtons({ saving, onCancel }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="d-flex flex-wrap gap-2">
      <CButton type="submit" color="primary" disabled={saving}>
        {saving ? t('state.saving') : t('actions.save')}
      </CButton>
      <CButton type="button" color="secondary" variant="outline" onClick={onCancel}>
        {t('actions.cancel')}
      </CButton>
    </div>
  );
}
