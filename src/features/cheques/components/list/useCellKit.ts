import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackState } from '@/components/layout/backLink';
import type { CellKit } from './chequeColumns';
import { rememberTexts } from './rememberTexts';

/**
 * What a list's rows need from i18n and the router, asked once by the list (the table or the
 * cards), with the rows' texts asked of i18next once each (rememberTexts), not once a row.
 */
export function useCellKit(): CellKit {
  const { t, i18n } = useTranslation('chequeLists');
  const { t: staff } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const back = useBackState();
  const language = i18n.language;
  return useMemo<CellKit>(
    () => ({ t: rememberTexts(t, language), staff: rememberTexts(staff, language), common, language, back }),
    [t, staff, common, language, back],
  );
}
