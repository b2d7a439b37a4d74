import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { BookingSummary, DepositView } from '@rentease/contract';
import { useState } from 'react';
import type { ApiRequestAs } from '../../../lib/api-client';
import { todayInIndia } from '../../../lib/calendar';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { useDeposit } from '../api/deposit';
import { stayPhase } from './booking-card';
import { DisputeDepositDialog } from './dispute-deposit-dialog';
import { SettleDepositDialog } from './settle-deposit-dialog';

function Settlement({ deposit }: { deposit: DepositView }) {
  const { settlement, dispute } = deposit;
  if (!settlement) return null;
  const deducted = settlement.deductions.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
  return (
    <Box>
      {settlement.deductions.length > 0 ? (
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} aria-label="Deductions">
          {settlement.deductions.map((item) => (
            <li key={`${item.reason}-${item.amount}`}>
              <Typography variant="body2">
                {item.reason}: {formatRupees(item.amount)}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">
          {settlement.settled_by_landlord ? 'Nothing was deducted.' : 'Not settled in time: all of it went back.'}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Refunded {formatRupees(settlement.refund)}
        {deducted > 0 ? ` (deducted ${formatRupees(deducted)})` : ''}
        {settlement.refunded_at ? '' : ', on its way'}
      </Typography>
      {dispute && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {dispute.status === 'open'
            ? 'Disputed: RentEase will decide.'
            : `Dispute decided: ${dispute.decision_refund > 0 ? `${formatRupees(dispute.decision_refund)} more refunded` : 'the settlement stands'}.${dispute.decision_note ? ` ${dispute.decision_note}` : ''}`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A stay's security deposit once the stay is over: held (the landlord settles it, by a date),
 * settled (the items, the refund, the tenant's dispute within 7 days), and the admin's decision.
 * Only past and cancelled stays ask for it; nothing shows for a stay without a deposit.
 */
export function BookingDeposit({
  booking,
  viewer,
  as = 'user',
}: {
  booking: BookingSummary;
  viewer: 'tenant' | 'landlord' | 'admin';
  as?: ApiRequestAs;
}) {
  const [today] = useState(() => todayInIndia());
  const over = booking.status === 'cancelled' || stayPhase(booking, today) === 'past';
  const deposit = useDeposit(booking.booking_id, as, over);
  const [dialog, setDialog] = useState<'settle' | 'dispute' | undefined>();
  const data = deposit.data;
  if (!over || !data || data.state === 'none') return null;
  const canSettle = data.settleable && viewer !== 'tenant';
  const disputeBy = data.settlement?.dispute_by;
  const canDispute = viewer === 'tenant' && !data.dispute && !!disputeBy && new Date(disputeBy) > new Date();

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }} data-testid="booking-deposit">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">Deposit {formatRupees(data.deposit)}</Typography>
        <Chip size="small" label={data.state === 'held' ? 'Held' : data.dispute?.status === 'open' ? 'Disputed' : 'Settled'} />
      </Stack>
      {data.state === 'held' && data.settle_by && (
        <Typography variant="body2" color="text.secondary">
          {viewer === 'tenant'
            ? `The landlord settles it by ${formatDate(data.settle_by)}; otherwise all of it comes back.`
            : `Settle by ${formatDate(data.settle_by)}, or all of it goes back to the tenant.`}
        </Typography>
      )}
      <Settlement deposit={data} />
      {canDispute && disputeBy && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          You can dispute the deductions until {formatDateTime(disputeBy)}.
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {canSettle && (
          <Button variant="contained" size="small" onClick={() => setDialog('settle')}>
            Settle deposit
          </Button>
        )}
        {canDispute && (
          <Button variant="outlined" size="small" color="warning" onClick={() => setDialog('dispute')}>
            Dispute
          </Button>
        )}
      </Stack>
      {dialog === 'settle' && (
        <SettleDepositDialog
          bookingId={booking.booking_id}
          deposit={data.deposit}
          settleBy={data.settle_by}
          as={as}
          open
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'dispute' && <DisputeDepositDialog bookingId={booking.booking_id} open onClose={() => setDialog(undefined)} />}
    </Box>
  );
}
