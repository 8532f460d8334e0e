import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { isLocale, languageTag } from '@/lib/i18n';
import { captionTrack, howtoVideoSources, type HowtoVideoId } from '../model';

interface HowtoVideoModalProps {
  video: HowtoVideoId | null;
  onHide: () => void;
}

/** The modal player: plays the clip with controls, and stops (pause + rewind) when it closes. */
export function HowtoVideoModal({ video, onHide }: HowtoVideoModalProps) {
  const { t, i18n } = useTranslation();
  const player = useRef<HTMLVideoElement>(null);

  const stop = () => {
    const element = player.current;
    if (!element) return;
    element.pause();
    element.currentTime = 0;
  };

  const close = () => {
    stop();
    onHide();
  };

  const title = video ? t(`howto.videos.${video}.title`) : '';
  return (
    <ModalFrame
      show={video !== null}
      onHide={close}
      onExit={stop}
      titleId="howto-video-title"
      title={title}
      footer={
        <>
          <Button variant="primary" onClick={close}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {video && (
        <video
          key={video}
          ref={player}
          className="howto-video w-100"
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
          aria-describedby="howto-video-text"
        >
          {howtoVideoSources(video, import.meta.env.BASE_URL).map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <track
            kind="captions"
            default
            srcLang={languageTag(isLocale(i18n.language) ? i18n.language : 'th')}
            label={t('howto.captions')}
            src={captionTrack(t(`howto.videos.${video}.text`))}
          />
          {t('howto.unsupported')}
        </video>
      )}
      {video && (
        <p id="howto-video-text" className="mt-3 mb-0">
          {t(`howto.videos.${video}.text`)}
        </p>
      )}
    </ModalFrame>
  );
}
