import { useTranslation } from 'react-i18next';
import type { ChatBody, GenericCard } from '@/contract/chat';
import { imageUrl } from '@/rules/url';
import { MessageButton } from './message-button';

/** A horizontally scrolling row of cards: image, title, subtitle and buttons. */
export function MessageGeneric({ cards, onSend }: { cards: GenericCard[]; onSend: (body: ChatBody) => void }) {
  const { t } = useTranslation();
  const list = Array.isArray(cards) ? cards : [];
  return (
    <ul className="chat-cards" aria-label={t('chat.cards')}>
      {list.map((card, index) => {
        const image = imageUrl(card.image_url);
        return (
          <li key={index} className="chat-card card">
            {image ? (
              <img src={image} alt="" loading="lazy" decoding="async" className="card-img-top chat-card__image" />
            ) : null}
            <div className="card-body p-2">
              <p className="chat-card__title fw-bold mb-1">{card.title}</p>
              {card.subtitle ? (
                <p className="chat-card__subtitle small text-body-secondary mb-2">{card.subtitle}</p>
              ) : null}
              <div className="d-grid gap-1">
                {(card.buttons ?? []).map((button, i) => (
                  <MessageButton key={i} button={button} onSend={onSend} />
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
