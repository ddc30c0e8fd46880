import { useId, useState, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Fold only on a phone (usePhoneLayout): on a desktop the filters are always shown. */
  phone: boolean;
  /** How many filters are set, said on the button so that a folded filter is never forgotten. */
  active: number;
  children: ReactNode;
}

/** A list's filters behind one button on a phone, as the cheque lists do: the rows come first. */
export function FilterFold({ phone, active, children }: Props) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <>{children}</>;
  return (
    <div className="filter-fold">
      <CButton color="dark" variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t('list.filters', { count: active })}
      </CButton>
      <div id={panelId} hidden={!open} className="mt-2">
        {children}
      </div>
    </div>
  );
}
