import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { BookingSummary, DepositView } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestAs } from '../../../lib/api-client';
import { todayInIndia } from '../../../lib/calendar';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { useDeposit } from '../api/deposit';
import { stayPhase } from './booking-card';
import { DisputeDepositDialog } from './dispute-deposit-dialog';
import { SettleDepositDialog } from './settle-deposit-dialog';

/** "Refunded ₹9,000 (deducted ₹1,000), on its way": one sentence per case, so each language can word it. */
function refundedText(refund: number, deducted: number, onItsWay: boolean): string {
  const values = { amount: formatRupees(refund), deducted: formatRupees(deducted) };
  if (deducted > 0) {
    return onItsWay
      ? i18n.t('Refunded {{amount}} (deducted {{deducted}}), on its way', values)
      : i18n.t('Refunded {{amount}} (deducted {{deducted}})', values);
  }
  return onItsWay ? i18n.t('Refunded {{amount}}, on its way', values) : i18n.t('Refunded {{amount}}', values);
}

function Settlement({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation();
  const { settlement, dispute } = deposit;
  if (!settlement) return null;
  const deducted = settlement.deductions.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
  return (
    <Box>
      {settlement.deductions.length > 0 ? (
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} aria-label={t('Deductions')}>
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
          {settlement.settled_by_landlord ? t('Nothing was deducted.') : t('Not settled in time: all of it went back.')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {refundedText(settlement.refund, deducted, !settlement.refunded_at)}
      </Typography>
      {dispute && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {dispute.status === 'open'
            ? t('Disputed: RentEase will decide.')
            : `${
                dispute.decision_refund > 0
                  ? t('Dispute decided: {{amount}} more refunded.', { amount: formatRupees(dispute.decision_refund) })
                  : t('Dispute decided: the settlement stands.')
              }${dispute.decision_note ? ` ${dispute.decision_note}` : ''}`}
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
  const { t } = useTranslation();
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
        <Typography variant="subtitle2">{t('Deposit {{amount}}', { amount: formatRupees(data.deposit) })}</Typography>
        <Chip
          size="small"
          label={data.state === 'held' ? t('Held') : data.dispute?.status === 'open' ? t('Disputed') : t('Settled')}
        />
      </Stack>
      {data.state === 'held' && data.settle_by && (
        <Typography variant="body2" color="textSecondary">
          {viewer === 'tenant'
            ? t('The landlord settles it by {{date}}; otherwise all of it comes back.', { date: formatDate(data.settle_by) })
            : t('Settle by {{date}}, or all of it goes back to the tenant.', { date: formatDate(data.settle_by) })}
        </Typography>
      )}
      <Settlement deposit={data} />
      {canDispute && disputeBy && (
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {t('You can dispute the deductions until {{date}}.', { date: formatDateTime(disputeBy) })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {canSettle && (
          <Button variant="contained" size="small" onClick={() => setDialog('settle')}>
            {t('Settle deposit')}
          </Button>
        )}
        {canDispute && (
          <Button variant="outlined" size="small" color="warning" onClick={() => setDialog('dispute')}>
            {t('Dispute')}
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
