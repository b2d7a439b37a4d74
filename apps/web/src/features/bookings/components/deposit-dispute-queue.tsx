import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { type AdminDepositDispute, decideDepositDisputeBody } from '@rentease/contract';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDecideDepositDispute, useDepositDisputes } from '../api/deposit';

/** One dispute: both sides, the deductions, the tenant's reason, and the admin's final decision. */
function DisputeCard({ dispute }: { dispute: AdminDepositDispute }) {
  const headingId = useId();
  const decide = useDecideDepositDispute(dispute.booking_id);
  const deducted = Math.round((dispute.deposit - dispute.refund) * 100) / 100;
  const [refund, setRefund] = useState('0');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const isOpen = dispute.status === 'open';

  const send = () => {
    if (decide.isPending) return;
    const parsed = decideDepositDisputeBody.safeParse({ refund, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.refund > deducted) {
      setProblem('The admin can return at most what was deducted');
      return;
    }
    setProblem(undefined);
    decide.mutate(parsed.data, {
      onSuccess: () => notify.success('Decision recorded. Both sides are told.', 'deposit-decision'),
      onError: (error) => setProblem(errorMessageOf(error, 'The decision could not be recorded.')),
    });
  };

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
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <TextField
              label="Return to the tenant (₹)"
              value={refund}
              onChange={(event) => setRefund(event.target.value)}
              helperText={`0 lets the settlement stand; at most ${formatRupees(deducted)}`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              size="small"
            />
            <TextField
              label="Note to both sides"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              size="small"
            />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box>
              <Button variant="contained" onClick={send} disabled={decide.isPending}>
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
