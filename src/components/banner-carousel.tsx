import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@/rules/url';
import { SafeHtml } from './safe-html';
import { Chevron } from './path-icon';

export interface BannerItem {
  image: string;
  /** Server HTML shown under the image (sanitised). */
  html: string;
}

export interface BannerCarouselProps {
  items: BannerItem[];
  /** Accessible name of the list. */
  label: string;
}

/** Banners of 300x211 in a swipeable track (three per view where the screen allows), with step buttons. */
export function BannerCarousel({ items, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);

  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (element && typeof element.scrollBy === 'function') {
      element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
    }
  };

  return (
    <div className="banner-carousel">
      {/* Focusable so keyboard users can scroll the track with the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="banner-carousel__track" ref={track} aria-label={label} tabIndex={0}>
        {items.map((item, index) => {
          // A server image URL that could run script (javascript:, data:text/html, …) is not shown.
          const image = imageUrl(item.image);
          return (
            <li key={`${item.image}-${index}`} className="banner-carousel__item">
              {image && (
                <img
                  src={image}
                  alt={t('promotion.banners.itemAlt', { index: index + 1, count: items.length })}
                  width={300}
                  height={211}
                  loading="lazy"
                />
              )}
              <SafeHtml html={item.html} className="banner-carousel__text" />
            </li>
          );
        })}
      </ul>
      {items.length > 1 && (
        <div className="d-flex justify-content-center gap-2 mt-2">
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => step(-1)}
            aria-label={t('promotion.banners.previous')}
          >
            <Chevron to="previous" />
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => step(1)} aria-label={t('promotion.banners.next')}>
            <Chevron to="next" />
          </Button>
        </div>
      )}
    </div>
  );
}
