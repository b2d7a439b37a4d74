import './landlord-requests.css';
import { type BookingRequest, bookingRequestMessages } from '@rentease/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ICON_MOVE_TO_INBOX } from '../../../components/layout/area-icons';
import { PlainAlert, PlainSpinner } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';
import { notify } from '../../../lib/toast';
import { useAnswerBookingRequest } from '../api/answer-booking-request';
import { useBookingRequests } from '../api/get-booking-requests';
import { sortForLandlord } from '../time-left';
import { BookingRequestCard } from './booking-request-card';

// Drawn with MUI, fetched with the theme when Decline is pointed at or pressed: the list is plain.
const DeclineRequestDialog = lazyWithMuiTheme(async () => (await import('./decline-request-dialog')).DeclineRequestDialog);

function LandlordRequestActions({ request }: { request: BookingRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerBookingRequest();
  const [declining, setDeclining] = useState(false);
  const busy = answer.isPending;
  const send = async (input: Parameters<typeof answer.mutateAsync>[0], done: string) => {
    try {
      await answer.mutateAsync(input);
      notify.success(translateApiMessage(done));
      setDeclining(false);
    } catch (error) {
      notify.error(errorMessageOf(error, translateApiMessage(bookingRequestMessages.answerFailed)));
      setDeclining(false);
    }
  };
  if (request.status !== 'pending') return null;
  return (
    <>
      <PlainPendingButton
        variant="contained"
        // One click, one answer: the button stays disabled until the list has reloaded.
        pending={busy}
        onClick={() => void send({ id: request.id, action: 'approve' }, bookingRequestMessages.approved)}
      >
        {t('Approve')}
      </PlainPendingButton>
      <button
        type="button"
        className="site-button site-button-outlined site-button-error"
        disabled={busy}
        onPointerEnter={DeclineRequestDialog.preload}
        onFocus={DeclineRequestDialog.preload}
        onClick={() => setDeclining(true)}
      >
        {t('Decline')}
      </button>
      {declining && (
        <Suspense fallback={null}>
          <DeclineRequestDialog
            open
            tenantName={request.tenant_name}
            busy={busy}
            onClose={() => setDeclining(false)}
            onDecline={(reason) =>
              void send({ id: request.id, action: 'decline', ...(reason ? { reason } : {}) }, bookingRequestMessages.declined)
            }
          />
        </Suspense>
      )}
    </>
  );
}

/** The landlord's Requests: pending first with the application and the time left, then the answered ones. */
export function LandlordRequests() {
  const { t } = useTranslation();
  const requests = useBookingRequests();
  if (requests.isPending) return <PlainSpinner label={t('Loading requests')} />;
  if (requests.isError) return <PlainAlert severity="error">{translateApiMessage(bookingRequestMessages.loadFailed)}</PlainAlert>;
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={<PlainIcon icon={ICON_MOVE_TO_INBOX} />}
        title={translateApiMessage(bookingRequestMessages.noRequests)}
        hint={t("Set a listing to 'Owner approves requests' and tenants ask you first, with a short application.")}
      />
    );
  }
  const now = new Date(requests.dataUpdatedAt || Date.now());
  return (
    <div className="landlord-requests">
      {sortForLandlord(requests.data).map((request) => (
        <div key={request.id}>
          <BookingRequestCard
            request={request}
            variant="landlord"
            now={now}
            actions={request.status === 'pending' ? <LandlordRequestActions request={request} /> : undefined}
          />
        </div>
      ))}
    </div>
  );
}
