import { paths } from '@/config/paths';
import type { ChequeBox } from '@/lib/chequeListFilter';

const BOX_OF_PATH: Record<string, ChequeBox> = {
  [paths.chequesSent]: 'sent',
  [paths.chequesInbox]: 'inbox',
  [paths.chequesArchive]: 'archive',
};

/**
 * The list a path shows (one page serves every list, see routes.tsx). A file of its own: the shell's
 * header names the list from it, without the list's filter reader (useListFilter, chequeListOrder).
 */
export const boxOfPath = (pathname: string): ChequeBox => BOX_OF_PATH[pathname.replace(/\/+$/, '')] ?? 'all';
