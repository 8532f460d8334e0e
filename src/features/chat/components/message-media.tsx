import { useTranslation } from 'react-i18next';
import type { MediaPayload } from '@/contract/chat';
import { mediaUrl } from '@/rules/url';
import { MessageText } from './message-text';

/** An image, a video with controls, or a file with a download link. */
export function MessageMedia({ payload }: { payload: MediaPayload }) {
  const { t } = useTranslation();
  const src = mediaUrl(payload?.filePath);
  const name =
    payload?.fileName ||
    t(`chat.media.${payload?.fileType === 'video' ? 'video' : payload?.fileType === 'image' ? 'image' : 'file'}`);
  return (
    <div className="chat-media">
      {!src ? (
        <p className="chat-text fst-italic">{t('chat.media.unavailable')}</p>
      ) : payload.fileType === 'image' ? (
        <a href={src} target="_blank" rel="noopener noreferrer" className="chat-media__link">
          <img src={src} alt={name} loading="lazy" decoding="async" className="chat-media__image" />
        </a>
      ) : payload.fileType === 'video' ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- member and support clips have no captions
        <video src={src} controls preload="metadata" playsInline className="chat-media__video" aria-label={name} />
      ) : (
        <a
          href={src}
          download={payload.fileName || true}
          target="_blank"
          rel="noopener noreferrer"
          className="chat-media__file"
        >
          <span aria-hidden="true">📄 </span>
          {t('chat.media.download', { name })}
        </a>
      )}
      {payload?.message ? <MessageText text={payload.message} /> : null}
    </div>
  );
}
