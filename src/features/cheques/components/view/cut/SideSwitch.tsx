import { CButton, CButtonGroup } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ChequeSide } from '@/api/types/chequeImage';

/** Front or rear of the cheque, as a pair of toggle buttons. */
export function SideSwitch({ side, onChange, label }: { side: ChequeSide; onChange: (side: ChequeSide) => void; label: string }) {
  const { t } = useTranslation('chequeMedia');
  return (
    <CButtonGroup role="group" aria-label={label}>
      {(['front', 'rear'] as const).map((s) => (
        <CButton key={s} color="primary" variant={side === s ? undefined : 'outline'} aria-pressed={side === s} onClick={() => onChange(s)}>
          {t(`sides.${s}`)}
        </CButton>
      ))}
    </CButtonGroup>
  );
}
