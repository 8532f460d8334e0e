import { useCallback, type Dispatch } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { CHAT } from '../constants';
import { localItem, type ChatAction, type ChatState } from '../conversation-reducer';
import { mediaBody, useChatDelivery } from './use-chat-delivery';
import { useLater } from './use-later';
import { useMounted } from './use-mounted';
import { usePendingFiles } from './use-pending-files';
import { checkFile, checkText, type FileCheck } from '../validation';

/** Why a picked file is not sent. */
const refusal = (t: TFunction, check: Exclude<FileCheck, { ok: true }>) =>
  check.error === 'tooLarge' ? t('chat.alert.tooLarge', { size: check.maxMb }) : t('chat.alert.notSupported');

let localCounter = 0;
const nextLocalKey = () => `local:${Date.now().toString(36)}:${(localCounter += 1)}`;

/**
 * The member's own messages: shown at once, sent after the 0.5 s delay, uploads with progress first,
 * delivery states, and resend or remove of a failed one. The requests are in use-chat-delivery.ts, the files
 * kept for a resend in use-pending-files.ts; this hook checks what the member typed or picked and composes them.
 */
export function useChatSending(
  identity: ChatIdentity | null,
  dispatch: Dispatch<ChatAction>,
  stateRef: { readonly current: ChatState },
  alert: (message: string) => void,
) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const later = useLater(mounted);
  const pending = usePendingFiles();
  const { deliver, uploadAndSend } = useChatDelivery(identity, dispatch, pending, alert, mounted);

  const showLocal = useCallback(
    (key: string, body: ChatBody, status: 'sending' | 'uploading_file') => {
      if (identity) dispatch({ type: 'local', item: localItem(key, body, identity, status, new Date().toISOString()) });
    },
    [identity, dispatch],
  );

  const sendBody = useCallback(
    (body: ChatBody) => {
      if (!identity) return;
      const key = nextLocalKey();
      showLocal(key, body, 'sending');
      later(() => void deliver(key, body), CHAT.sendDelayMs);
    },
    [identity, deliver, later, showLocal],
  );

  const sendText = useCallback(
    (raw: string) => {
      const check = checkText(raw);
      if (!check.ok) {
        if (check.error === 'tooLong') alert(t('chat.alert.tooLong', { max: CHAT.maxChars }));
        return false;
      }
      if (!identity) return false;
      sendBody({ message_type: 'text', payload: check.text });
      return true;
    },
    [identity, sendBody, alert, t],
  );

  const sendFile = useCallback(
    (file: File) => {
      const check = checkFile(file);
      if (!check.ok) return alert(refusal(t, check));
      if (!identity) return;
      const key = nextLocalKey();
      showLocal(key, mediaBody(check.kind, pending.keep(key, file), file.name), 'uploading_file');
      void uploadAndSend(key, file, check.kind);
    },
    [identity, uploadAndSend, alert, t, pending, showLocal],
  );

  /** The failed message of `key`, if there is one: only a failed message can be resent or removed. */
  const failed = useCallback(
    (key: string) => stateRef.current.items.find((i) => i.key === key && i.status === 'failed'),
    [stateRef],
  );

  const resend = useCallback(
    (key: string) => {
      const body = failed(key)?.message;
      if (!body) return;
      const file = pending.file(key);
      if (body.message_type === 'media' && file && !pending.isUploaded(key)) {
        void uploadAndSend(key, file, body.payload.fileType === 'video' ? 'video' : 'image');
      } else {
        void deliver(key, body);
      }
    },
    [deliver, uploadAndSend, failed, pending],
  );

  const remove = useCallback(
    (key: string) => {
      const body = failed(key)?.message;
      if (!body) return;
      pending.discard(key, body.message_type === 'media' ? body.payload.filePath : undefined);
      dispatch({ type: 'remove', key });
    },
    [dispatch, failed, pending],
  );

  return { sendBody, sendText, sendFile, resend, remove };
}
