import { Suspense, useDeferredValue, useState, type ComponentType, type KeyboardEvent } from 'react';
import { CTabContent, CTabPane } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { isChequeTab, type ChequeTab } from '../components/next/nextActionTarget';
import { InfoTab } from '../components/view/InfoTab';
import { useGetChequeQuery } from '@/api/chequesApi';
import { useGetChequeImageQuery } from '@/api/chequeImagesApi';
import { QueryState } from '@/components/feedback/QueryState';
import { lazyWithPreload } from '@/components/routing/lazyWithPreload';
import { PageHeader } from '@/components/layout/PageHeader';
import { useBackTarget } from '@/components/layout/backLink';
import { paths } from '@/config/paths';
import { ChequeActions } from '../components/view/info/ChequeActions';
import { ChequeSummary } from '../components/view/summary/ChequeSummary';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { usePermission } from '@/state/usePermission';
import { ReturnPanel } from '@/components/returns/ReturnPanel';
import type { PermissionAction } from '@/lib/permissions';
import '../components/view/chequeTabs.scss';
import { directionOf } from '@/i18n/languages';

type TabProps = { checkId: string };

// The tabs the view does not open with: their code (forms, signature pad, corner picker...) loads
// when the user heads for them (a pointer over the tab list, a focus, the header's next action), not
// with the view, whose first screen is the summary and the info tab.
const SignatureTab = lazyWithPreload<TabProps>(() => import('../components/view/SignatureTab').then((m) => m.SignatureTab));
const CutTab = lazyWithPreload<TabProps>(() => import('../components/view/CutTab').then((m) => m.CutTab));
const DepositTab = lazyWithPreload<TabProps>(() => import('../components/view/DepositTab').then((m) => m.DepositTab));
const ActivityTab = lazyWithPreload<TabProps>(() => import('../components/view/ActivityTab').then((m) => m.ActivityTab));
const LATER_TABS = [SignatureTab, CutTab, DepositTab, ActivityTab];
const preloadTabs = () => LATER_TABS.forEach((tab) => tab.preload());

// A tab of actions is shown to whoever may do one of them (by role and capability; the cheque's
// own state disables them inside the tab, with the reason). Info and activity are for everyone.
type TabEntry = { id: ChequeTab; Tab: ComponentType<TabProps>; needs?: PermissionAction[] };
const TABS: readonly TabEntry[] = [
  { id: 'info', Tab: InfoTab },
  { id: 'signature', Tab: SignatureTab, needs: ['cheque.sign', 'signatures.manage'] },
  { id: 'cut', Tab: CutTab, needs: ['cheque.crop', 'cheque.rotate'] },
  { id: 'deposit', Tab: DepositTab, needs: ['cheque.deposit', 'cheque.cancelDeposit'] },
  { id: 'activity', Tab: ActivityTab },
];

/** Where the back link may lead: a cheque list (with its filters) or the home page. */
const acceptsBack = (path: string) => path === paths.home || path.startsWith('/?') || path.startsWith(`${paths.cheques}`);

/**
 * The cheque view (spec section 2): a read-only summary first with the actions allowed now, then
 * tabs for info (edited one section at a time), signature, cut, deposit and activity.
 */
export function ChequeViewPage() {
  const { t } = useTranslation('cheques');
  const { checkId = '' } = useParams();
  // ?tab= opens that tab: a list row's next action, the return desk's "deposit again".
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const askedTab = isChequeTab(asked) ? asked : undefined;
  const [chosen, setActive] = useState<ChequeTab>(askedTab ?? 'info');
  // Asked again while on the page (the return panel's link): that tab, during render, not in an effect.
  const [lastAsked, setLastAsked] = useState(askedTab);
  if (askedTab !== lastAsked) {
    setLastAsked(askedTab);
    if (askedTab) setActive(askedTab);
  }
  const { can } = usePermission();
  const tabs = TABS.filter((tab) => !tab.needs || tab.needs.some((action) => can(action)));
  const active = tabs.some((tab) => tab.id === chosen) ? chosen : 'info';
  const { ws, wsId } = useActiveWorkspace();
  const { data: cheque, isLoading, error, refetch } = useGetChequeQuery({ ws, checkId }, { skip: !ws || !checkId });
  // The summary's front picture (the screen's largest element) is asked with the cheque, not once
  // the cheque is in: the summary's ChequeImage then finds it in the cache.
  useGetChequeImageQuery({ checkId, side: 'front' }, { skip: !ws || !checkId });
  // The tabs come in a render of their own, after the header and summary (with the front picture,
  // the screen's largest element) are on screen: a deferred render yields to the browser between
  // components, where the cheque's arrival renders at once and in one task.
  const tabsCheque = useDeferredValue(cheque);
  const backTo = useBackTarget(paths.cheques, acceptsBack);
  const backLabel = backTo === paths.home || backTo.startsWith('/?') ? t('view.backHome') : t('view.backToList');
  const number = cheque?.checkNumber;
  // The header's next action opens its tab and brings it into sight (focus scrolls it there).
  const openTab = (tab: ChequeTab) => {
    preloadTabs();
    setActive(tab);
    requestAnimationFrame(() => document.getElementById(`cheque-tab-${tab}`)?.focus());
  };
  // The view comes whole with the cheque (or its error): a header, summary and tabs shown before it
  // would be moved by it (its number, its actions beside the title: layout shifts). Only the first
  // load: once a read failed, the error and its retry stay shown while the cheque is asked again.
  if (isLoading && !error)
    return (
      <div className="cheque-view">
        <QueryState isLoading>{null}</QueryState>
      </div>
    );
  return (
    <div className="cheque-view">
      <PageHeader
        back={{ to: paths.cheques, label: backLabel, accepts: acceptsBack }}
        title={cheque ? (number ? t('header.number', { number }) : t('header.noNumber')) : t('view.title')}
        actions={cheque ? <ChequeActions cheque={cheque} wsId={wsId} backTo={backTo} onOpenTab={openTab} /> : null}
      />
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        {cheque && <ChequeSummary cheque={cheque} />}
        {cheque && <ReturnPanel cheque={cheque} />}
      </QueryState>
      {/* No tabs without the cheque: they read it too, and a tab mounted after a failed read would ask again at once. */}
      {cheque && tabsCheque && <ChequeTabs tabs={tabs} active={active} onChoose={setActive} checkId={checkId} />}
    </div>
  );
}

interface ChequeTabsProps {
  tabs: readonly TabEntry[];
  active: ChequeTab;
  onChoose: (tab: ChequeTab) => void;
  checkId: string;
}

/**
 * The cheque's tabs: the info tab's code with the view, the others' when the user heads for them.
 * Keyboard as WAI-ARIA's tabs: Tab reaches the chosen tab only, the arrows choose the next or the
 * previous one (the left arrow is the next in Hebrew and Arabic, read right to left), Home and End
 * the first and the last. All in sight on a phone: on two lines where one is too narrow (chequeTabs.scss).
 */
function ChequeTabs({ tabs, active, onChoose, checkId }: ChequeTabsProps) {
  const { t, i18n } = useTranslation('cheques');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = directionOf(i18n.language) === 'rtl';
    const at = tabs.findIndex((tab) => tab.id === active);
    const steps: Record<string, number> = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 };
    const index = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : event.key in steps ? (at + steps[event.key] + tabs.length) % tabs.length : -1;
    if (index < 0) return;
    event.preventDefault();
    const { id } = tabs[index];
    onChoose(id);
    document.getElementById(`cheque-tab-${id}`)?.focus();
  };
  return (
    <>
      {/* Plain buttons in a tablist: CNavItem's list items and CNavLink's aria-current break the tabs pattern (axe). */}
      <div
        role="tablist"
        aria-label={t('view.title')}
        className="cheque-tabs nav nav-tabs mb-3"
        onPointerEnter={preloadTabs}
        onPointerDown={preloadTabs}
        onFocus={preloadTabs}
      >
        {tabs.map(({ id }) => (
          <button
            key={id}
            id={`cheque-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={active === id}
            aria-controls={`cheque-panel-${id}`}
            tabIndex={active === id ? 0 : -1}
            className={`nav-link text-nowrap${active === id ? ' active' : ''}`}
            onClick={() => onChoose(id)}
            onKeyDown={onKeyDown}
          >
            {t(`view.tabs.${id}`)}
          </button>
        ))}
      </div>
      <CTabContent>
        {tabs.map(({ id, Tab }) => (
          <CTabPane key={id} id={`cheque-panel-${id}`} role="tabpanel" visible={active === id} aria-labelledby={`cheque-tab-${id}`}>
            {/* A tab whose code is still on its way looks as a tab whose data is. */}
            {active === id && (
              <Suspense fallback={<QueryState isLoading>{null}</QueryState>}>
                <Tab checkId={checkId} />
              </Suspense>
            )}
          </CTabPane>
        ))}
      </CTabContent>
    </>
  );
}
