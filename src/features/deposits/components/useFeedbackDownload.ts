import { useState } from 'react';
import { useDownloadFeedbackFileMutation, useLazyGetDepositFeedbackQuery } from '@/api/depositsApi';
import type { ApiError } from '@/api/apiError';
import type { Deposit } from '@/api/types/deposit';
import { saveFile } from '@/components/download/saveFile';

const NO_FEEDBACK: ApiError = { status: 404, message: 'No deposit feedback available', messageKey: 'errors.noDepositFeedback' };

/**
 * The bank's feedback file of a deposit: by the id the list gives, else asked for first
 * (GET getDepositFeedback, "no deposit feedback available" when none); saved by the CSV rules.
 */
export function useFeedbackDownload(ws: string) {
  const [askFeedback] = useLazyGetDepositFeedbackQuery();
  const [downloadFile] = useDownloadFeedbackFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** Saves the file; what went wrong, or null. */
  const save = async (deposit: Deposit): Promise<unknown> => {
    let feedbackId = deposit.feedbackId;
    if (!feedbackId) {
      const asked = await askFeedback(deposit.id);
      if (asked.isError) return asked.error;
      feedbackId = asked.data?.feedbackId;
    }
    if (!feedbackId) return NO_FEEDBACK;
    const reply = await downloadFile({ ws, feedbackId });
    if ('error' in reply) return reply.error;
    saveFile(reply.data.url, reply.data.fileName);
    return null;
  };
  const start = async (deposit: Deposit) => {
    if (busy) return;
    setBusy(deposit.id);
    setError(null);
    setError(await save(deposit));
    setBusy(null);
  };
  return { start, busy, error };
}
