import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type AdminDepositDispute, decideDepositDisputeBody, depositMessages } from '@rentease/contract';
import { useId, useMemo } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDecideDepositDispute, useDepositDisputes } from '../api/deposit';

/** One dispute: both sides, the deductions, the tenant's reason, and the admin's final decision. */
function DisputeCard({ dispute }: { dispute: AdminDepositDispute }) {
  const headingId = useId();
  const decide = useDecideDepositDispute(dispute.booking_id);
  const deducted = Math.round((dispute.deposit - dispute.refund) * 100) / 100;
  const isOpen = dispute.status === 'open';
  // The decision's own rules, plus the one that depends on this dispute: at most what was deducted.
  const decision = useMemo(
    () =>
      decideDepositDisputeBody.refine((body) => body.refund <= deducted, {
        path: ['refund'],
        message: depositMessages.decisionTooHigh,
      }),
    [deducted],
  );
  const form = useZodForm(decision, { defaultValues: { refund: '0', note: '' } });
  // mutateAsync: a decided dispute leaves the open list as soon as it reloads, unmounting this
  // card, and mutate's own callbacks are dropped for an unmounted component.
  const send = form.submit(async (body) => {
    try {
      await decide.mutateAsync(body);
      notify.success('Decision recorded. Both sides are told.', 'deposit-decision');
    } catch (error) {
      if (!form.showServerErrors(error, ['refund', 'note']))
        form.setError('root', { message: errorMessageOf(error, 'The decision could not be recorded.') });
    }
  });

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1 }}>
            {dispute.property_title}
          </Typography>
          <Chip size="small" label={isOpen ? 'Open' : 'Decided'} color={isOpen ? 'warning' : 'default'} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Booking {dispute.booking_reference} · Tenant {dispute.tenant_name} ({dispute.tenant_email}) · Landlord{' '}
          {dispute.landlord_name} ({dispute.landlord_email}) · Disputed {formatDateTime(dispute.disputed_at)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Deposit {formatRupees(dispute.deposit)}, refunded {formatRupees(dispute.refund)}, deducted {formatRupees(deducted)}:
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {dispute.deductions.map((item) => (
            <li key={`${item.reason}-${item.amount}`}>
              <Typography variant="body2">
                {item.reason}: {formatRupees(item.amount)}
              </Typography>
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          “{dispute.reason}”
        </Typography>
        {isOpen ? (
          <Stack component="form" onSubmit={send} noValidate spacing={1.5} sx={{ mt: 2 }}>
            <FormTextField
              control={form.control}
              name="refund"
              label="Return to the tenant (₹)"
              helperText={`0 lets the settlement stand; at most ${formatRupees(deducted)}`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              size="small"
            />
            <FormTextField control={form.control} name="note" label="Note to both sides" multiline minRows={2} size="small" />
            {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={decide.isPending}>
                {decide.isPending ? 'Deciding...' : 'Decide (final)'}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Decided{dispute.decided_at ? ` ${formatDateTime(dispute.decided_at)}` : ''}:{' '}
            {dispute.decision_refund > 0 ? `${formatRupees(dispute.decision_refund)} more returned` : 'the settlement stands'}.
            {dispute.decision_note ? ` ${dispute.decision_note}` : ''}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin's deposit disputes, beside the reports: open ones to decide, oldest first. */
export function DepositDisputeQueue() {
  const open = useDepositDisputes('open');
  return (
    <Box component="section" aria-labelledby="deposit-disputes-heading" sx={{ mt: 4 }}>
      <Typography id="deposit-disputes-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Deposit disputes
      </Typography>
      {open.isError && <Alert severity="error">{errorMessageOf(open.error, 'Deposit disputes could not be loaded.')}</Alert>}
      {open.data && open.data.length === 0 && <Typography color="text.secondary">No open deposit disputes.</Typography>}
      <Stack spacing={2}>
        {open.data?.map((dispute) => (
          <DisputeCard key={dispute.booking_id} dispute={dispute} />
        ))}
      </Stack>
    </Box>
  );
}
