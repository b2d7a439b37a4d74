import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { type CreateReportBody, createReportBody, REPORT_DETAILS_MAX, REPORT_REASONS, reportMessages } from '@rentease/contract';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError, isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useReportListing } from '../api/report-listing';
import { REPORT_REASON_TEXTS } from '../report-labels';

const FIELDS = ['reason', 'details'] as const;
/** The server's refusal of a second report: said as a fact (not an error), and nothing more can be sent. */
const ALREADY_REPORTED = 'already-reported';

/** The report form: why, and optionally what is wrong; 'Something else' must say what. */
export function ReportListingDialog({
  propertyId,
  title,
  open,
  onClose,
}: {
  propertyId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonLabelId = useId();
  const report = useReportListing();
  const form = useZodForm(createReportBody, { defaultValues: { details: '' } });
  const [reason, details] = useWatch({ control: form.control, name: ['reason', 'details'] });
  const refusal = form.formState.errors.root;
  const isAlreadyReported = refusal?.type === ALREADY_REPORTED;

  const send = async (body: CreateReportBody) => {
    try {
      await report.mutateAsync({ propertyId, body });
      notify.success(translateApiMessage(reportMessages.reported), 'report-listing');
      onClose();
    } catch (error) {
      if (isSessionRefusal(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        form.setError('root', { type: ALREADY_REPORTED, message: translateApiMessage(reportMessages.alreadyReported) });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        form.showServerErrors(error, FIELDS);
        return;
      }
      // A listing hidden or removed meanwhile is a 404: the server's own words say so.
      form.setError('root', { message: errorMessageOf(error, translateApiMessage(reportMessages.reportFailed)) });
    }
  };

  const detailsLabel = reason === 'other' ? t('What is wrong?') : t('Details (optional)');
  return (
    <Dialog open={open} onClose={report.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('Report this listing')}</DialogTitle>
      {/* A second click while the first report is on its way sends nothing (the server would say 409). */}
      <Box component="form" onSubmit={form.submit(send)} noValidate>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography color="textSecondary" noWrap title={title}>
            {title}
          </Typography>
          {refusal && (
            <Alert severity={isAlreadyReported ? 'info' : 'error'} role="alert">
              {refusal.message}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id={reasonLabelId}>{t('Why are you reporting it?')}</FormLabel>
                <RadioGroup
                  aria-labelledby={reasonLabelId}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {REPORT_REASONS.map((value) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={t(REPORT_REASON_TEXTS[value])} />
                  ))}
                </RadioGroup>
                {fieldState.error?.message && <FormHelperText>{translateApiMessage(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={form.control}
            name="details"
            label={detailsLabel}
            multiline
            minRows={3}
            helperText={`${formatNumber((details ?? '').trim().length)} / ${formatNumber(REPORT_DETAILS_MAX)}`}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX + 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={report.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={report.isPending || isAlreadyReported}>
            {report.isPending ? t('Sending...') : t('Send report')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
