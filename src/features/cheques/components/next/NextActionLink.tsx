import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NextAction } from '@/lib/chequeNextAction';
import { useBackState, type BackState } from '@/components/layout/backLink';
import { nextActionHref } from './nextActionTarget';

interface Props {
  action: NextAction;
  checkId: string;
  /** Names the cheque for a screen reader, where many rows share the same button text. */
  number?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A list row's next action (lib/chequeNextAction): a small primary button that goes where it is done. */
export function NextActionLink(props: Props) {
  const { t } = useTranslation('staff');
  return <NextActionLinkIn {...props} t={t} back={useBackState()} />;
}

/** The link with the `staff` texts and the way back already at hand: a long list's rows. */
export function NextActionLinkIn({ action, checkId, number, size = 'sm', className = '', t, back }: Props & { t: TFunction<'staff'>; back: BackState }) {
  const label = t(`nextAction.${action}`);
  return (
    <Link
      to={nextActionHref(action, checkId)}
      state={back}
      className={`btn btn-primary btn-${size} text-nowrap ${className}`.trim()}
      aria-label={number ? t('nextAction.rowLabel', { action: label, number }) : undefined}
    >
      {label}
    </Link>
  );
}
