import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { sendMessage, uploadMedia } from './api';
import { CHAT } from './constants';
import { localItem, type ChatAction, type ChatState } from './conversation-reducer';
import { useMounted } from './use-mounted';
import { checkFile, checkText } from './validation';

let localCounter = 0;
const nextLocalKey = () => `local:${Date.now().toString(36)}:${(localCounter += 1)}`;

/**
 * The member's own messages: shown at once, sent after the 0.5 s delay, uploads with progress first,
 * delivery states, and resend or remove of a failed one (a resend does not upload a done file again).
 */
export function useChatSending(
  identity: ChatIdentity | null,
  dispatch: Dispatch<ChatAction>,
  stateRef: { readonly current: ChatState },
  alert: (message: string) => void,
) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  /** Server paths of uploads already done, so a resend after a failed send does not upload again. */
  const uploaded = useRef(new Map<string, string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timerSet = timers.current;
    const previewSet = previews.current;
    return () => {
      timerSet.forEach(clearTimeout);
      timerSet.clear();
      previewSet.forEach((url) => URL.revokeObjectURL(url));
      previewSet.clear();
    };
  }, []);

  const later = useCallback(
    (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.current.delete(id);
        if (mounted.current) fn();
      }, ms);
      timers.current.add(id);
    },
    [mounted],
  );

  const deliver = useCallback(
    async (key: string, body: ChatBody) => {
      if (!identity) return;
      dispatch({ type: 'status', key, status: 'sending' });
      try {
        const result = await sendMessage({ sender: 'customer', message: body, ...identity });
        if (!mounted.current) return;
        dispatch({
          type: 'sent',
          key,
          id: result._id,
          createdAt: result.createdAt || new Date().toISOString(),
          session_id: result.session_id,
        });
        files.current.delete(key);
        uploaded.current.delete(key);
      } catch (error) {
        if (!mounted.current) return;
        dispatch({ type: 'status', key, status: 'failed' });
        alert(errorText(t, error));
      }
    },
    [identity, alert, t, dispatch, mounted],
  );

  const sendBody = useCallback(
    (body: ChatBody) => {
      if (!identity) return;
      const key = nextLocalKey();
      dispatch({ type: 'local', item: localItem(key, body, identity, 'sending', new Date().toISOString()) });
      later(() => void deliver(key, body), CHAT.sendDelayMs);
    },
    [identity, deliver, later, dispatch],
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
        if (!mounted.current) return;
        dispatch({ type: 'status', key, status: 'failed' });
        alert(errorText(t, error));
        return;
      }
      if (!mounted.current) return;
      uploaded.current.set(key, path);
      dispatch({ type: 'media-path', key, filePath: path });
      const body: ChatBody = {
        message_type: 'media',
        payload: { message: '', url: true, fileType: kind, filePath: path, fileName: file.name },
      };
      await deliver(key, body);
    },
    [deliver, alert, t, dispatch, mounted],
  );

  const sendFile = useCallback(
    (file: File) => {
      const check = checkFile(file);
      if (!check.ok) {
        alert(
          check.error === 'tooLarge' ? t('chat.alert.tooLarge', { size: check.maxMb }) : t('chat.alert.notSupported'),
        );
        return;
      }
      if (!identity) return;
      const key = nextLocalKey();
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      if (preview) previews.current.add(preview);
      files.current.set(key, file);
      const body: ChatBody = {
        message_type: 'media',
        payload: { message: '', url: true, fileType: check.kind, filePath: preview, fileName: file.name },
      };
      dispatch({ type: 'local', item: localItem(key, body, identity, 'uploading_file', new Date().toISOString()) });
      void uploadAndSend(key, file, check.kind);
    },
    [identity, uploadAndSend, alert, t, dispatch],
  );

  const resend = useCallback(
    (key: string) => {
      const item = stateRef.current.items.find((i) => i.key === key);
      if (!item || item.status !== 'failed') return;
      const file = files.current.get(key);
      const body = item.message;
      if (body.message_type === 'media' && file && !uploaded.current.has(key)) {
        void uploadAndSend(key, file, body.payload.fileType === 'video' ? 'video' : 'image');
      } else {
        void deliver(key, body);
      }
    },
    [deliver, uploadAndSend, stateRef],
  );

  const remove = useCallback(
    (key: string) => {
      const item = stateRef.current.items.find((i) => i.key === key);
      if (!item || item.status !== 'failed') return;
      if (item.message.message_type === 'media' && previews.current.has(item.message.payload.filePath)) {
        URL.revokeObjectURL(item.message.payload.filePath);
        previews.current.delete(item.message.payload.filePath);
      }
      files.current.delete(key);
      uploaded.current.delete(key);
      dispatch({ type: 'remove', key });
    },
    [dispatch, stateRef],
  );

  return { sendBody, sendText, sendFile, resend, remove };
}
