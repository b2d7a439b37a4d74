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
import { DEPOSIT_DEDUCTIONS_MAX, depositMessages, settleDepositBody } from '@rentease/contract';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import type { ApiRequestAs } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSettleDeposit } from '../api/deposit';

const toPaise = (value: unknown) => {
  const rupees = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : 0;
};

/** The settle form: the contract's items, and in total no more than this deposit (checked again by the server). */
function settleForm(depositRupees: number) {
  return settleDepositBody.superRefine((body, ctx) => {
    const total = body.deductions.reduce((sum, item) => sum + toPaise(item.amount), 0);
    if (total > Math.round(depositRupees * 100)) {
      ctx.addIssue({ code: 'custom', path: ['deductions'], message: depositMessages.deductionsTooHigh });
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
  const titleId = useId();
  const settle = useSettleDeposit(bookingId, as);
  const form = useZodForm(settleForm(deposit), { defaultValues: { deductions: [] } });
  const items = useFieldArray({ control: form.control, name: 'deductions' });
  const typed = useWatch({ control: form.control, name: 'deductions' });
  const deductedPaise = (typed ?? []).reduce((sum, item) => sum + toPaise(item?.amount), 0);
  const backPaise = Math.round(deposit * 100) - deductedPaise;
  const listProblem = form.formState.errors.deductions?.message ?? form.formState.errors.deductions?.root?.message;

  const send = form.submit(async (body) => {
    try {
      const settled = await settle.mutateAsync(body);
      notify.success(`Deposit settled: ${formatRupees(settled.settlement?.refund ?? 0)} goes back to the tenant.`);
      onClose();
    } catch (error) {
      if (!form.showServerErrors(error, ['deductions']))
        form.setError('root', { message: errorMessageOf(error, 'The deposit could not be settled.') });
    }
  });

  return (
    <Dialog open={open} onClose={settle.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={send} noValidate>
        <DialogTitle id={titleId}>Settle deposit</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The deposit is {formatRupees(deposit)}. Add an item for each deduction (repairs, cleaning, unpaid bills); the rest
            goes back to the tenant, who is told each item and may dispute them within 7 days.
            {settleBy ? ` Settle by ${formatDate(settleBy)}, or all of it goes back by itself.` : ''}
          </DialogContentText>
          <Stack spacing={1}>
            {items.fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  control={form.control}
                  name={`deductions.${index}.reason`}
                  label={`Deduction ${index + 1}`}
                  placeholder="What it is for"
                  helperText=" "
                  sx={{ flex: 2 }}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <FormTextField
                  control={form.control}
                  name={`deductions.${index}.amount`}
                  label="Amount (₹)"
                  helperText=" "
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <IconButton aria-label={`Remove deduction ${index + 1}`} onClick={() => items.remove(index)} sx={{ mt: 1 }}>
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
            Add deduction
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
            Back to the tenant: <strong>{formatRupees(Math.max(backPaise, 0) / 100)}</strong>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={settle.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={settle.isPending}>
            {settle.isPending ? 'Settling...' : 'Settle and refund'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
