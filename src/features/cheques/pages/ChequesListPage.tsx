import { CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchChequesQuery } from '@/api/chequesApi';
import { firstRowsKey, useFirstRows } from '@/api/offThread/firstRows';
import { QueryState } from '@/components/feedback/QueryState';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { hrefs } from '@/config/hrefs';
import { backState } from '@/components/layout/backLink';
import { prepareSearch, type ChequeBox, type ChequeSortKey, type SortOrder } from '@/lib/chequeListFilter';
import { selectActiveRole, selectWorkspace } from '@/state/generalSlice';
import { useActingUser, usePermission } from '@/state/usePermission';
import { TurnsLine } from '@/components/display/TurnsLine';
import { chequeNextAction } from '@/lib/chequeNextAction';
import type { Cheque } from '@/api/types/cheque';
import { useAppSelector } from '@/state/hooks';
import { RestrictedSelectionNote } from '../components/list/RestrictedSelectionNote';
import { CardSortSelect } from '../components/list/CardSortSelect';
import { ColumnEditorModal } from '../components/list/ColumnEditorModal';
import { ChequeCards } from '../components/list/ChequeCards';
import { ChequeListFilters } from '../components/list/ChequeListFilters';
import { ChequeTable } from '../components/list/ChequeTable';
import { CsvDownloadButton, useCsvDownload } from '../components/list/CsvDownloadButton';
import { useChequeColumns } from '../components/list/useChequeColumns';
import { useDebouncedSearch } from '@/hooks/useDebouncedSearch';
import { listSearchArgs, useListBox, useListFilter } from '../components/list/useListFilter';
import { useListSelection } from '../components/list/useListSelection';
import { useShownRows } from '../components/list/useShownRows';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { lazyWithPreload } from '@/components/routing/lazyWithPreload';
import '../components/list/chequeList.scss';

const SEARCH_DEBOUNCE_MS = 300;

// Not part of the list's first screen: the bulk bar shows once a cheque is selected. Its code (its
// deposit question brings the form library and the deposit parts) loads when the user heads for it
// (a pointer or a focus in the list) and it is drawn from the first selection on.
const BulkActionsBar = lazyWithPreload(() => import('../components/list/BulkActionsBar').then((m) => m.BulkActionsBar));

/** All cheques, sent, inbox and archive: one page, the list chosen by the path (routes.tsx). */
export function ChequesListPage() {
  const box = useListBox();
  // Each list is a list of its own: moving from one to another (the same page on another path)
  // starts afresh, so that neither the rows worked out for the previous list nor a search typed
  // there and not yet written to the address carry into the next one.
  return <ChequeList key={box} box={box} />;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function ChequeList({ box }: { box: ChequeBox }) {
  const { t } = useTranslation('chequeLists');
  const navigate = useNavigate();
  const location = useLocation();
  const ws = useAppSelector(selectWorkspace);
  const role = useAppSelector(selectActiveRole);
  const { can } = usePermission();
  const who = useActingUser();
  // Selecting serves the bulk actions: offered to whoever may do one of them (not to a viewer).
  const canAct = !!role && (['cheque.deposit', 'cheque.approve', 'cheque.reject', 'cheque.delete', 'cheque.delivery'] as const).some((action) => can(action));
  const phone = useMediaQuery('(max-width: 767.98px)');

  const { filter, update, clear } = useListFilter();
  const sort: ChequeSortKey = filter.sort ?? 'createdAt';
  const order: SortOrder = filter.order ?? (filter.sort ? 'asc' : 'desc');
  // The typed search is written to this list's address once typing pauses; by then the user may
  // have left for another screen (a menu link: the address changes before the next screen is
  // drawn). Written then, it took the user back to this list (the search's address replaced the
  // other screen's) or into the other list's address: dropped instead.
  const [searchText, setSearchText] = useDebouncedSearch(
    filter.q ?? '',
    (q) => {
      if (samePath(window.location.pathname, location.pathname)) update({ q: q || undefined }, true);
    },
    SEARCH_DEBOUNCE_MS,
  );

  const args = listSearchArgs(ws, box, filter);
  const query = useSearchChequesQuery(args, { skip: !ws });
  // The server filters; the rows it sent are narrowed here at once while a newer answer is on its way.
  const deferredText = useDeferredValue(searchText);
  // Sorted once per reply and order, filtered on each change (the same rows as applyChequeFilter),
  // a slice at a time: a letter typed into a list of 50,000 cheques neither sorts again nor holds
  // the page; the previous rows stay until the new ones are worked out.
  // A large reply's first rows come before the whole list (api/offThread/firstRows): its first screen.
  const firstRows = useFirstRows(firstRowsKey(args));
  const shown = useShownRows(query.data?.checks, sort, order, { ...filter, box, q: deferredText }, who, firstRows);
  const rows = useMemo(() => shown?.rows ?? [], [shown]);
  // The search texts are made once the reply's rows are shown: made meanwhile, they took a fifth
  // of the main thread's time between a 50,000-cheque reply and its first rows.
  const searchSource = shown?.turns && shown.source === query.data?.checks ? shown.source : null;
  useEffect(() => {
    let replaced = false;
    if (searchSource) void prepareSearch(searchSource, () => replaced);
    return () => {
      replaced = true;
    };
  }, [searchSource]);
  // Until the whole list is worked out (`turns` null: a large list's first screen) "all" is not offered.
  const complete = !!shown?.turns;
  const selection = useListSelection(rows, complete);
  const { columns, saveColumns, saving, saveError, resetSave } = useChequeColumns(ws);
  const [editingColumns, setEditingColumns] = useState(false);
  // Drawn (closed) from the first time the user heads for its button, so that it opens with its fade.
  const [columnEditorWanted, setColumnEditorWanted] = useState(false);
  const wantColumnEditor = () => setColumnEditorWanted(true);
  // Drawn from the first selection on (its "done" note outlives the selection it cleared).
  const [bulkBarWanted, setBulkBarWanted] = useState(false);
  if (canAct && !bulkBarWanted && selection.selected.length > 0) setBulkBarWanted(true);
  const csv = useCsvDownload(args);

  const onSort = (key: ChequeSortKey) => update({ sort: key, order: key === sort && order === 'asc' ? 'desc' : 'asc' });
  const open = useCallback((checkId: string) => navigate(hrefs.chequeView(checkId), { state: backState(location) }), [navigate, location]);
  const listSelection = canAct ? selection : null;
  const nextOf = useMemo(() => (canAct ? (c: Cheque) => chequeNextAction(c, who) : null), [canAct, who]);

  return (
    <div className="cheque-list-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto cheque-list-page__titles">
          <h1 className="h4 mb-0">{t(`boxes.${box}.title`)}</h1>
          <p className="text-body-secondary small mb-0" aria-live="polite">
            {/* Counted once the whole list is worked out (its first screen may come before). */}
            {shown?.turns ? (
              <>
                {t('count', { count: rows.length })}
                {' · '}
                <TurnsLine turns={shown.turns} />
              </>
            ) : (
              t(`boxes.${box}.hint`)
            )}
            {query.isFetching && !query.isLoading && <CSpinner as="span" size="sm" className="ms-2" aria-label={t('updating')} />}
          </p>
        </div>
        {/* Cards show a fixed summary: columns apply to the table only. */}
        {!phone && (
          <CButton
            color="primary"
            variant="outline"
            size="sm"
            onPointerEnter={wantColumnEditor}
            onFocus={wantColumnEditor}
            onClick={() => {
              resetSave();
              wantColumnEditor();
              setEditingColumns(true);
            }}
          >
            {t('columnsEditor.open')}
          </CButton>
        )}
        <CsvDownloadButton busy={csv.state.isLoading} onClick={() => void csv.start()} />
      </div>
      {csv.state.isError && <ErrorAlert error={csv.state.error} className="py-2" />}
      <CCard className="mb-3">
        <CCardBody className="py-2">
          <ChequeListFilters
            box={box}
            filter={filter}
            searchText={searchText}
            onSearchText={setSearchText}
            onChange={(patch) => update(patch)}
            onClear={() => {
              setSearchText('');
              clear();
            }}
            compact={phone}
          >
            {phone && <CardSortSelect sort={sort} order={order} onChange={(s, o) => update({ sort: s, order: o })} />}
          </ChequeListFilters>
        </CCardBody>
      </CCard>
      {bulkBarWanted && role && (
        <Suspense fallback={null}>
          <BulkActionsBar selection={selection} wsId={role.Workspace.id || ws} />
        </Suspense>
      )}
      {canAct && <RestrictedSelectionNote selected={selection.selected} />}
      <CCard className="mt-2 cheque-list-card" onPointerEnter={canAct ? BulkActionsBar.preload : undefined} onFocus={canAct ? BulkActionsBar.preload : undefined}>
        <QueryState
          isLoading={!shown && (query.isLoading || !!query.data)}
          error={query.isError ? query.error : undefined}
          onRetry={() => void query.refetch()}
          isEmpty={!rows.length}
          emptyText={t(filter.stage || filter.status || filter.from || filter.to || searchText ? 'emptyFiltered' : `boxes.${box}.empty`)}
        >
          {phone ? (
            <ChequeCards rows={rows} selection={listSelection} onOpen={open} nextOf={nextOf} />
          ) : (
            <ChequeTable rows={rows} columns={columns} selection={listSelection} sort={sort} order={order} onSort={onSort} onOpen={open} nextOf={nextOf} complete={complete} />
          )}
        </QueryState>
      </CCard>
      {columnEditorWanted && (
        <ColumnEditorModal
          visible={editingColumns}
          columns={columns}
          saving={saving}
          error={saveError}
          onSave={saveColumns}
          onClose={() => setEditingColumns(false)}
        />
      )}
    </div>
  );
}
