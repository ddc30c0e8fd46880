import { useMemo } from 'react';
import { useSaveInboxColumnsMutation } from '@/api/userApi';
import { selectUser, userReceived } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { columnsFromSetting, type ColumnId } from './chequeColumns';

/**
 * The columns chosen for this workspace: user.inboxColumns[ws], saved through
 * PUT /api/user/inbox/columns/{ws}. A reply with the user updates the store by itself (http.ts);
 * a reply without one still leaves the new setting in the stored user.
 */
export function useChequeColumns(ws: string) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const saved = user?.inboxColumns?.[ws];
  const columns = useMemo(() => columnsFromSetting(saved), [saved]);
  const [save, state] = useSaveInboxColumnsMutation();
  const saveColumns = async (next: ColumnId[]) => {
    const reply = await save({ ws, columns: next });
    if (!('error' in reply) && !reply.data?.user && user) dispatch(userReceived({ ...user, inboxColumns: { ...user.inboxColumns, [ws]: next } }));
    return reply;
  };
  return { columns, saveColumns, saving: state.isLoading, saveError: state.error, resetSave: state.reset };
}
