import { useState } from 'react';
import { CNav, CNavItem, CNavLink, CTabContent, CTabPane } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InfoTab } from '../components/view/InfoTab';
import { SignatureTab } from '../components/view/SignatureTab';
import { CutTab } from '../components/view/CutTab';
import { DepositTab } from '../components/view/DepositTab';
import { ActivityTab } from '../components/view/ActivityTab';

const TABS = [
  { id: 'info', Tab: InfoTab },
  { id: 'signature', Tab: SignatureTab },
  { id: 'cut', Tab: CutTab },
  { id: 'deposit', Tab: DepositTab },
  { id: 'activity', Tab: ActivityTab },
] as const;

/** The cheque view: tabs for info, signature, cut, deposit and activity (spec section 2). */
export function ChequeViewPage() {
  const { t } = useTranslation('cheques');
  const { checkId = '' } = useParams();
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('info');
  return (
    <div>
      <h1 className="h4 mb-3">{t('view.title')}</h1>
      <CNav variant="tabs" role="tablist" className="mb-3 flex-nowrap overflow-auto">
        {TABS.map(({ id }) => (
          <CNavItem key={id} role="presentation">
            <CNavLink as="button" type="button" role="tab" aria-selected={active === id} active={active === id} onClick={() => setActive(id)}>
              {t(`view.tabs.${id}`)}
            </CNavLink>
          </CNavItem>
        ))}
      </CNav>
      <CTabContent>
        {TABS.map(({ id, Tab }) => (
          <CTabPane key={id} role="tabpanel" visible={active === id} aria-label={t(`view.tabs.${id}`)}>
            {active === id && <Tab checkId={checkId} />}
          </CTabPane>
        ))}
      </CTabContent>
    </div>
  );
}
