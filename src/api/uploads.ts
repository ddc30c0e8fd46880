import { useCallback } from 'react';
import { toApiError, type ApiError } from './apiError';
import type { MutationReply } from './mutationReply';
import { useGetUploadUrlMutation, type PresignedUpload, type UploadFolder } from './workspaceApi';

/*
 * Uploads to storage (spec sections 5 and 7): GET /api/workspace/{ws}/s3/presigned gives putUrl and
 * objKey, then the file itself goes with PUT to putUrl. putUrl belongs to the storage (another
 * host in production, the mock itself here), so it is not sent through the /api instance.
 */

/** Section 5 "Storage upload": 'Upload failed with status: {n}'. */
export function uploadFailed(status: number): ApiError {
  return { status, message: `Upload failed with status: ${status}`, messageKey: 'errors.uploadFailed', messageParams: { status } };
}

/** PUT the file to the presigned URL; an ApiError when the storage refuses or cannot be reached. */
export async function putToStorage(putUrl: string, file: Blob): Promise<void> {
  let reply: Response;
  try {
    reply = await fetch(putUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw { status: null, message, messageKey: 'errors.network' } satisfies ApiError;
  }
  if (!reply.ok) throw uploadFailed(reply.status);
}

/**
 * Uploads one file for workspace `ws`. Like a mutation, resolves to `{ data }`: the stored object's
 * key (and its address when the backend names it), or `{ error }`: an ApiError, the presigned
 * call's or 'Upload failed...'.
 */
export function useUploadFile(): (ws: string, file: Blob, folder?: UploadFolder) => Promise<MutationReply<PresignedUpload>> {
  const [getUploadUrl] = useGetUploadUrlMutation();
  return useCallback(
    async (ws: string, file: Blob, folder?: UploadFolder) => {
      const reply = await getUploadUrl({ ws, folder });
      if ('error' in reply) return { error: reply.error };
      const presigned = reply.data;
      if (!presigned.putUrl || !presigned.objKey) return { error: { status: null, message: 'Invalid data structure', messageKey: 'errors.invalidDataStructure' } satisfies ApiError };
      try {
        await putToStorage(presigned.putUrl, file);
      } catch (error) {
        return { error: toApiError(error) };
      }
      return { data: presigned };
    },
    [getUploadUrl],
  );
}
