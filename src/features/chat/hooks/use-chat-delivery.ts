import { useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { errorText } from '@/lib/errors';
import { sendMessage, uploadMedia } from '../api';
import type { ChatAction } from '../conversation-reducer';
import type { PendingFiles } from './use-pending-files';

/** The media message the chat sends for a file at `filePath` (a preview URL until the upload is done). */
export function mediaBody(kind: 'image' | 'video', filePath: string, fileName: string): ChatBody {
  return { message_type: 'media', payload: { message: '', url: true, fileType: kind, filePath, fileName } };
}

/**
 * The requests of the member's own messages: `deliver` sends one (sending, then sent or failed with an alert),
 * `uploadAndSend` uploads its file first with progress. An answer that lands after the chat is gone changes
 * nothing.
 */
export function useChatDelivery(
  identity: ChatIdentity | null,
  dispatch: Dispatch<ChatAction>,
  pending: PendingFiles,
  alert: (message: string) => void,
  mounted: { readonly current: boolean },
) {
  const { t } = useTranslation();

  const fail = useCallback(
    (key: string, error: unknown) => {
      if (!mounted.current) return;
      dispatch({ type: 'status', key, status: 'failed' });
      alert(errorText(t, error));
    },
    [alert, t, dispatch, mounted],
  );

  const deliver = useCallback(
    async (key: string, body: ChatBody) => {
      if (!identity) return;
      dispatch({ type: 'status', key, status: 'sending' });
      try {
        const result = await sendMessage({ sender: 'customer', message: body, ...identity });
        if (!mounted.current) return;
        const createdAt = result.createdAt || new Date().toISOString();
        dispatch({ type: 'sent', key, id: result._id, createdAt, session_id: result.session_id });
        pending.sent(key);
      } catch (error) {
        fail(key, error);
      }
    },
    [identity, dispatch, pending, fail, mounted],
  );

  const uploadAndSend = useCallback(
    async (key: string, file: File, kind: 'image' | 'video') => {
      dispatch({ type: 'status', key, status: 'uploading_file', progress: 0 });
      let path: string;
      try {
        const result = await uploadMedia(kind, file, (progress) => {
          if (mounted.current) dispatch({ type: 'status', key, status: 'uploading_file', progress });
        });
        if (!result.path) throw new Error('no path');
        path = result.path;
      } catch (error) {
        fail(key, error);
        return;
      }
      if (!mounted.current) return;
      pending.markUploaded(key, path);
      dispatch({ type: 'media-path', key, filePath: path });
      await deliver(key, mediaBody(kind, path, file.name));
    },
    [deliver, dispatch, pending, fail, mounted],
  );

  return { deliver, uploadAndSend };
}
