import './notification-bell.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ICON_NOTIFICATIONS_NONE } from '../../../components/layout/area-icons';
import { PlainBadge } from '../../../components/plain-badge';
import { PlainChip } from '../../../components/plain-chip';
import { PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import type { BellOwner } from '../api/notifications-keys';

/** How far the panel keeps from the window's edges (MUI's Popover). */
const EDGE_MARGIN = 16;

/**
 * The bell in the area's top bar: the unread count, and a panel of the newest
 * notifications, each a link to its page. Opening the panel reads them (the count clears; what
 * was new stays marked 'New' while the panel is open).
 *
 * The panel is a popover (the HTML attribute): the browser closes it on Escape or a click outside
 * and gives focus back to the bell.
 */
export function NotificationBell({ as, enabled = true }: { as: BellOwner; enabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const query = useNotifications(as, enabled);
  const markAll = useMarkAllNotificationsRead(as);
  const unread = query.data?.unread_count ?? 0;

  // Read on open; kept in a ref so the toggle listener below is added once.
  const onOpen = useRef(() => {});
  onOpen.current = () => {
    if (unread > 0 && !markAll.isPending) markAll.mutate();
  };

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const toggled = (event: Event) => {
      const opening = (event as ToggleEvent).newState === 'open';
      setOpen(opening);
      if (!opening) return;
      placeUnder(element, button.current);
      element.focus();
      onOpen.current();
    };
    element.addEventListener('toggle', toggled);
    return () => element.removeEventListener('toggle', toggled);
  }, []);

  const close = () => panel.current?.hidePopover();

  return (
    <>
      <button
        ref={button}
        type="button"
        className="site-icon-button"
        aria-label={unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        popoverTarget={panelId}
      >
        <span className="plain-badge-anchor" data-testid="notification-count">
          <PlainIcon icon={ICON_NOTIFICATIONS_NONE} />
          <PlainBadge count={unread} tone="error" />
        </span>
      </button>
      <div ref={panel} id={panelId} popover="auto" role="dialog" aria-labelledby={headingId} tabIndex={-1} className="bell-panel">
        <div className="bell-panel-header">
          <h2 id={headingId} className="bell-panel-heading">
            {t('Notifications')}
          </h2>
          <button
            type="button"
            className="site-button site-button-text site-button-small"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending || unread === 0}
          >
            {t('Mark all as read')}
          </button>
        </div>
        {!open ? null : query.isPending ? (
          <div className="bell-panel-loading" role="status" aria-busy="true" aria-label={t('Loading notifications')}>
            <PlainSkeleton shape="rounded" className="bell-panel-skeleton" />
            <PlainSkeleton shape="rounded" className="bell-panel-skeleton" />
          </div>
        ) : query.isError ? (
          <div className="bell-panel-message">
            <p className="bell-panel-text">{t('Notifications could not be loaded.')}</p>
            <button type="button" className="site-button site-button-text" onClick={() => void query.refetch()}>
              {t('Retry')}
            </button>
          </div>
        ) : query.data.notifications.length === 0 ? (
          <p className="bell-panel-text bell-panel-message">{t("You're all caught up. Nothing new here.")}</p>
        ) : (
          <ul className="bell-list" aria-labelledby={headingId}>
            {query.data.notifications.map((notification) => (
              <li key={notification.id}>
                <RouterLink to={notification.link} onClick={close} className="bell-item">
                  <span className="bell-item-text">
                    <span className="bell-item-title-row">
                      <span className={notification.read_at ? 'bell-item-title' : 'bell-item-title is-unread'}>
                        {notification.title}
                      </span>
                      {notification.read_at ? null : <PlainChip label={t('New')} tone="primary" />}
                    </span>
                    <span className="bell-item-secondary">
                      {notification.body ? <span className="bell-item-body">{notification.body}</span> : null}
                      <span className="bell-item-time">{formatDateTime(notification.created_at)}</span>
                    </span>
                  </span>
                </RouterLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/**
 * The panel under the bell, its right edge on the bell's (MUI's anchor 'bottom right'), kept
 * EDGE_MARGIN from the window's sides.
 */
function placeUnder(panel: HTMLElement, anchor: HTMLElement | null) {
  if (!anchor) return;
  const bell = anchor.getBoundingClientRect();
  const width = panel.getBoundingClientRect().width;
  const left = Math.min(Math.max(bell.right - width, EDGE_MARGIN), window.innerWidth - width - EDGE_MARGIN);
  // Whole pixels, as MUI placed it: text on a fractional offset is drawn blurred.
  panel.style.left = `${Math.round(Math.max(left, EDGE_MARGIN))}px`;
  panel.style.top = `${Math.round(bell.bottom)}px`;
}
