import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useMoney } from '@/lib/member-currency';
import { CopyButton } from '@/components/copy-button';
import { PagedLog } from '@/components/paged-log';
import { formatDateTime } from '@/lib/format';
import { useInviteList } from '../api';
import { canShare, INVITE_PAGE_SIZE, inviteLink } from '../model';

export interface InviteModalProps {
  show: boolean;
  /** The profile's id (spec section 3, Profile _id) for the link PR{userId}; undefined while unknown. */
  userId: string | undefined;
  onHide: () => void;
}

/**
 * The invite link (copy, share) and the friends who registered with it, 10 a page. Without the member's
 * id the link line says it is unavailable (never a spinner that waits for it). A list that fails to load
 * shows why, with a retry.
 */
export function InviteModal({ show, userId, onHide }: InviteModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const list = useInviteList(page, show);
  const link = userId ? inviteLink(window.location.origin, userId) : '';
  const shareData = useMemo(
    () => ({ title: t('invite.shareTitle'), text: t('invite.shareText'), url: link }),
    [t, link],
  );
  const shareable = link !== '' && canShare(typeof navigator === 'undefined' ? undefined : navigator, shareData);

  const share = () => {
    // A cancelled share sheet rejects; there is nothing to tell the member then.
    navigator.share(shareData).catch(() => undefined);
  };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      titleId="invite-title"
      title={t('invite.title')}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <section aria-labelledby="invite-link-title" className="mb-4">
        <h3 id="invite-link-title" className="h6">
          {t('invite.linkTitle')}
        </h3>
        <p className="small text-body-secondary mb-2">{t('invite.linkHelp')}</p>
        {link ? (
          <>
            <label htmlFor="invite-link" className="form-label visually-hidden">
              {t('invite.linkLabel')}
            </label>
            <input
              id="invite-link"
              className="form-control mb-2"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
          </>
        ) : (
          <p className="text-body-secondary mb-2">{t('invite.linkUnavailable')}</p>
        )}
        <div className="d-flex gap-2 flex-wrap">
          {link && <CopyButton text={link} label={t('invite.copyLink')} />}
          {shareable && (
            <Button variant="primary" size="sm" onClick={share}>
              {t('invite.share')}
            </Button>
          )}
        </div>
      </section>

      <PagedLog
        id="invite-list"
        title={t('invite.listTitle')}
        empty={t('invite.empty')}
        columns={[
          { title: t('invite.columns.name'), cell: (invite) => invite.from.name },
          { title: t('invite.columns.amount'), cell: (invite) => money.format(invite.amount), end: true },
          { title: t('invite.columns.createdAt'), cell: (invite) => formatDateTime(invite.createdAt) },
        ]}
        query={list}
        rows={list.data?.invites ?? []}
        total={list.data?.total}
        page={page}
        pageSize={INVITE_PAGE_SIZE}
        onPage={setPage}
      />
    </ModalFrame>
  );
}
