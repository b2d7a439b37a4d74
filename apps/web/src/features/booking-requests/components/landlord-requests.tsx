import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { type BookingRequest, bookingRequestMessages } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useAnswerBookingRequest } from '../api/answer-booking-request';
import { useBookingRequests } from '../api/get-booking-requests';
import { sortForLandlord } from '../time-left';
import { BookingRequestCard } from './booking-request-card';
import { DeclineRequestDialog } from './decline-request-dialog';

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
      <Button
        variant="contained"
        // One click, one answer: the button stays disabled until the list has reloaded.
        disabled={busy}
        onClick={() => void send({ id: request.id, action: 'approve' }, bookingRequestMessages.approved)}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {t('Approve')}
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setDeclining(true)}>
        {t('Decline')}
      </Button>
      <DeclineRequestDialog
        open={declining}
        tenantName={request.tenant_name}
        busy={busy}
        onClose={() => setDeclining(false)}
        onDecline={(reason) =>
          void send({ id: request.id, action: 'decline', ...(reason ? { reason } : {}) }, bookingRequestMessages.declined)
        }
      />
    </>
  );
}

/** The landlord's Requests: pending first with the application and the time left, then the answered ones. */
export function LandlordRequests() {
  const { t } = useTranslation();
  const requests = useBookingRequests();
  if (requests.isPending) return <CircularProgress aria-label={t('Loading requests')} />;
  if (requests.isError) return <Alert severity="error">{translateApiMessage(bookingRequestMessages.loadFailed)}</Alert>;
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={<InboxIcon />}
        title={translateApiMessage(bookingRequestMessages.noRequests)}
        hint={t("Set a listing to 'Owner approves requests' and tenants ask you first, with a short application.")}
      />
    );
  }
  const now = new Date(requests.dataUpdatedAt || Date.now());
  return (
    <Stack spacing={2} sx={{ maxWidth: 820 }}>
      {sortForLandlord(requests.data).map((request) => (
        <Box key={request.id}>
          <BookingRequestCard
            request={request}
            variant="landlord"
            now={now}
            actions={request.status === 'pending' ? <LandlordRequestActions request={request} /> : undefined}
          />
        </Box>
      ))}
    </Stack>
  );
}
