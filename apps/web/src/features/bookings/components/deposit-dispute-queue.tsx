import { Alert, Box, Card, CardContent, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type AdminDepositDispute, decideDepositDisputeBody, depositMessages } from '@rentease/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { i18n, msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDecideDepositDispute, useDepositDisputes } from '../api/deposit';

/** "Decided 5 Sep 2026, 9:30 am: ₹2,000 more returned." — one sentence per case, so each language can word it. */
function decisionText(dispute: AdminDepositDispute): string {
  const values = {
    time: dispute.decided_at ? formatDateTime(dispute.decided_at) : '',
    amount: formatRupees(dispute.decision_refund),
  };
  if (dispute.decision_refund > 0) {
    return dispute.decided_at
      ? i18n.t('Decided {{time}}: {{amount}} more returned.', values)
      : i18n.t('Decided: {{amount}} more returned.', values);
  }
  return dispute.decided_at
    ? i18n.t('Decided {{time}}: the settlement stands.', values)
    : i18n.t('Decided: the settlement stands.');
}

/** One dispute: both sides, the deductions, the tenant's reason, and the admin's final decision. */
function DisputeCard({ dispute }: { dispute: AdminDepositDispute }) {
  const { t } = useTranslation();
  const headingId = useId();
  const decide = useDecideDepositDispute(dispute.booking_id);
  const deducted = Math.round((dispute.deposit - dispute.refund) * 100) / 100;
  const isOpen = dispute.status === 'open';
  // The decision's own rules, plus the one that depends on this dispute: at most what was deducted.
  const decision = useMemo(
    () =>
      decideDepositDisputeBody.refine((body) => body.refund <= deducted, {
        path: ['refund'],
        message: translateApiMessage(depositMessages.decisionTooHigh),
      }),
    [deducted],
  );
  const form = useZodForm(decision, { defaultValues: { refund: '0', note: '' } });
  // mutateAsync: a decided dispute leaves the open list as soon as it reloads, unmounting this
  // card, and mutate's own callbacks are dropped for an unmounted component.
  const send = form.submit(async (body) => {
    try {
      await decide.mutateAsync(body);
      notify.success(t('Decision recorded. Both sides are told.'), 'deposit-decision');
    } catch (error) {
      if (!form.showServerErrors(error, ['refund', 'note']))
        form.setError('root', { message: errorMessageOf(error, t('The decision could not be recorded.')) });
    }
  });

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1 }}>
            {dispute.property_title}
          </Typography>
          <Chip size="small" label={isOpen ? t('Open') : t('Decided')} color={isOpen ? 'warning' : 'default'} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t(
            'Booking {{reference}} · Tenant {{tenant}} ({{tenantEmail}}) · Landlord {{landlord}} ({{landlordEmail}}) · Disputed {{time}}',
            {
              reference: dispute.booking_reference,
              tenant: dispute.tenant_name,
              tenantEmail: dispute.tenant_email,
              landlord: dispute.landlord_name,
              landlordEmail: dispute.landlord_email,
              time: formatDateTime(dispute.disputed_at),
            },
          )}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('Deposit {{deposit}}, refunded {{refund}}, deducted {{deducted}}:', {
            deposit: formatRupees(dispute.deposit),
            refund: formatRupees(dispute.refund),
            deducted: formatRupees(deducted),
          })}
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
              label={t('Return to the tenant (₹)')}
              helperText={t('0 lets the settlement stand; at most {{amount}}', { amount: formatRupees(deducted) })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              size="small"
            />
            <FormTextField
              control={form.control}
              name="note"
              label={t('Note to both sides')}
              multiline
              minRows={2}
              size="small"
            />
            {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
            <Box>
              <PendingButton type="submit" variant="contained" pending={decide.isPending} pendingLabel={t('Deciding...')}>
                {t('Decide (final)')}
              </PendingButton>
            </Box>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {decisionText(dispute)}
            {dispute.decision_note ? ` ${dispute.decision_note}` : ''}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const SHOWN = {
  open: { label: msg('Open'), empty: msg('No open deposit disputes.') },
  decided: { label: msg('Decided'), empty: msg('No deposit disputes decided yet.') },
} as const;

/**
 * The admin's deposit disputes, beside the reports: the open ones to decide, oldest first, or the
 * decided ones with each decision and its time, latest first.
 */
export function DepositDisputeQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'decided'>('open');
  const disputes = useDepositDisputes(status);
  return (
    <Box component="section" aria-labelledby="deposit-disputes-heading" sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="deposit-disputes-heading" variant="h5" component="h2" sx={{ flex: 1 }}>
          {t('Deposit disputes')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: 'open' | 'decided' | null) => value && setStatus(value)}
          aria-label={t('Which deposit disputes')}
        >
          <ToggleButton value="open">{t(SHOWN.open.label)}</ToggleButton>
          <ToggleButton value="decided">{t(SHOWN.decided.label)}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {disputes.isError && (
        <Alert severity="error">{errorMessageOf(disputes.error, t('Deposit disputes could not be loaded.'))}</Alert>
      )}
      {disputes.data && disputes.data.length === 0 && <Typography color="textSecondary">{t(SHOWN[status].empty)}</Typography>}
      <Stack spacing={2}>
        {disputes.data?.map((dispute) => (
          <DisputeCard key={dispute.booking_id} dispute={dispute} />
        ))}
      </Stack>
    </Box>
  );
}
