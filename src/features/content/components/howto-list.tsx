import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOWTO_VIDEO_IDS, type HowtoVideoId } from '../model';

const HowtoVideoModal = lazy(() => import('./howto-video-modal').then((m) => ({ default: m.HowtoVideoModal })));

/** The five how-to entries; each opens the modal player (loaded on first use). */
export function HowtoList() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<HowtoVideoId | null>(null);
  const [used, setUsed] = useState(false);

  return (
    <>
      <p className="text-body-secondary">{t('howto.intro')}</p>
      <ul className="howto-list list-unstyled">
        {HOWTO_VIDEO_IDS.map((id, index) => (
          <li key={id} className="mb-2">
            <button
              type="button"
              className="howto-list__item"
              onClick={() => {
                setUsed(true);
                setOpen(id);
              }}
            >
              <span className="howto-list__play" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="20" height="20">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
              <span className="howto-list__text">
                <span className="howto-list__title">
                  {index + 1}. {t(`howto.videos.${id}.title`)}
                </span>
                <span className="howto-list__hint">{t('howto.watch')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {used && (
        <Suspense fallback={null}>
          <HowtoVideoModal video={open} onHide={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
