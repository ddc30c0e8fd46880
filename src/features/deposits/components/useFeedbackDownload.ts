import { useState } from 'react';
import { useDownloadFeedbackFileMutation, useLazyGetDepositFeedbackQuery } from '@/api/depositsApi';
import type { Deposit } from '@/api/types/deposit';
import { saveFile } from '@/components/download/saveFile';

/**
 * The bank's feedback file of a deposit: by the id the list gives, else asked for first
 * (GET getDepositFeedback, "no deposit feedback available" when none); saved by the CSV rules.
 */
export function useFeedbackDownload(ws: string) {
  const [askFeedback] = useLazyGetDepositFeedbackQuery();
  const [downloadFile] = useDownloadFeedbackFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = async (deposit: Deposit) => {
    if (busy) return;
    setBusy(deposit.id);
    setError(null);
    try {
      const feedbackId = deposit.feedbackId ?? (await askFeedback(deposit.id).unwrap())?.feedbackId;
      if (!feedbackId) throw { status: 404, message: 'No deposit feedback available', messageKey: 'errors.noDepositFeedback' };
      const file = await downloadFile({ ws, feedbackId }).unwrap();
      saveFile(file.url, file.fileName);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  return { start, busy, error };
}
