import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { DEPOSIT_DEDUCTIONS_MAX, settleDepositBody } from '@rentease/contract';
import { useEffect, useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import type { ApiRequestAs } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSettleDeposit } from '../api/deposit';

const toPaise = (value: unknown) => {
  const rupees = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : 0;
};

/**
 * The settle form: the contract's items, and in total no more than this deposit (checked again by
 * the server). The message names the deposit, so the landlord sees the cap without scrolling back.
 */
export function settleForm(depositRupees: number) {
  return settleDepositBody.superRefine((body, ctx) => {
    const total = body.deductions.reduce((sum, item) => sum + toPaise(item.amount), 0);
    if (total > Math.round(depositRupees * 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deductions'],
        // The contract's message, naming the deposit.
        message: i18n.t('The deductions add up to more than the deposit of {{amount}}', { amount: formatRupees(depositRupees) }),
      });
    }
  });
}

/**
 * The landlord settles a deposit at move-out: an item per deduction (what for, how much), the rest
 * shown as it will go back. No items: all of it goes back. Sent once; the server checks it all again.
 */
export function SettleDepositDialog({
  bookingId,
  deposit,
  settleBy,
  as,
  open,
  onClose,
}: {
  bookingId: string;
  /** Rupees. */
  deposit: number;
  settleBy: string | null;
  as: ApiRequestAs;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const settle = useSettleDeposit(bookingId, as);
  const form = useZodForm(settleForm(deposit), { defaultValues: { deductions: [] } });
  const items = useFieldArray({ control: form.control, name: 'deductions' });
  const typed = useWatch({ control: form.control, name: 'deductions' });
  const deductedPaise = (typed ?? []).reduce((sum, item) => sum + toPaise(item?.amount), 0);
  const backPaise = Math.round(deposit * 100) - deductedPaise;
  // The cap is a rule over the whole list, which a change to one amount does not re-check by
  // itself: while the list shows a problem, check it again as the amounts change, so the message
  // goes as soon as the total fits.
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const watching = watch((_, { name }) => {
      if (name?.endsWith('.amount') && getFieldState('deductions').error) void trigger('deductions');
    });
    return () => watching.unsubscribe();
  }, [watch, trigger, getFieldState]);
  const listProblem = form.formState.errors.deductions?.message ?? form.formState.errors.deductions?.root?.message;

  const send = form.submit(async (body) => {
    try {
      const settled = await settle.mutateAsync(body);
      notify.success(
        t('Deposit settled: {{amount}} goes back to the tenant.', { amount: formatRupees(settled.settlement?.refund ?? 0) }),
      );
      onClose();
    } catch (error) {
      if (!form.showServerErrors(error, ['deductions']))
        form.setError('root', { message: errorMessageOf(error, t('The deposit could not be settled.')) });
    }
  });

  return (
    <Dialog open={open} onClose={settle.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={send} noValidate>
        <DialogTitle id={titleId}>{t('Settle deposit')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(
              'The deposit is {{amount}}. Add an item for each deduction (repairs, cleaning, unpaid bills); the rest goes back to the tenant, who is told each item and may dispute them within 7 days.',
              { amount: formatRupees(deposit) },
            )}
            {settleBy ? ` ${t('Settle by {{date}}, or all of it goes back by itself.', { date: formatDate(settleBy) })}` : ''}
          </DialogContentText>
          <Stack spacing={1}>
            {items.fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  control={form.control}
                  name={`deductions.${index}.reason`}
                  label={t('Deduction {{number}}', { number: index + 1 })}
                  placeholder={t('What it is for')}
                  helperText=" "
                  sx={{ flex: 2 }}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <FormTextField
                  control={form.control}
                  name={`deductions.${index}.amount`}
                  label={t('Amount (₹)')}
                  helperText=" "
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <IconButton
                  aria-label={t('Remove deduction {{number}}', { number: index + 1 })}
                  onClick={() => items.remove(index)}
                  sx={{ mt: 1 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            onClick={() => items.append({ reason: '', amount: '' })}
            disabled={items.fields.length >= DEPOSIT_DEDUCTIONS_MAX}
          >
            {t('Add deduction')}
          </Button>
          {listProblem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {listProblem}
            </Alert>
          )}
          {form.formState.errors.root && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Typography sx={{ mt: 2 }} data-testid="deposit-refund-preview">
            <Trans
              i18nKey="Back to the tenant: <strong>{{amount}}</strong>"
              values={{ amount: formatRupees(Math.max(backPaise, 0) / 100) }}
              components={{ strong: <strong /> }}
            />
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={settle.isPending}>
            {t('Cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={settle.isPending} pendingLabel={t('Settling...')}>
            {t('Settle and refund')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
