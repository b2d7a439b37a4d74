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
  TextField,
  Typography,
} from '@mui/material';
import {
  createReportBody,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  reportMessages,
} from '@rentease/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf, type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useReportListing } from '../api/report-listing';

const FIELDS = ['reason', 'details'] as const;
type Field = (typeof FIELDS)[number];

/** The report form (issue 11): why, and optionally what is wrong; 'Something else' must say what. */
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
  const titleId = useId();
  const reasonLabelId = useId();
  const report = useReportListing();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first report is on its way sends nothing (the server would say 409).
    if (report.isPending) return;
    const parsed = createReportBody.safeParse({ reason: reason || undefined, details });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    report.mutate(
      { propertyId, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(reportMessages.reported, 'report-listing');
          onClose();
        },
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          if (error instanceof ApiError && error.status === 409) {
            setRefusal(reportMessages.alreadyReported);
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            setErrors(serverFieldErrors(error, FIELDS));
            return;
          }
          // A listing hidden or removed meanwhile is a 404: the server's own words say so.
          setRefusal(errorMessageOf(error, reportMessages.reportFailed));
        },
      },
    );
  };

  const detailsLabel = reason === 'other' ? 'What is wrong?' : 'Details (optional)';
  return (
    <Dialog open={open} onClose={report.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Report this listing</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary" noWrap title={title}>
            {title}
          </Typography>
          {refusal && (
            <Alert severity={refusal === reportMessages.alreadyReported ? 'info' : 'error'} role="alert">
              {refusal}
            </Alert>
          )}
          <FormControl error={Boolean(errors.reason)}>
            <FormLabel id={reasonLabelId}>Why are you reporting it?</FormLabel>
            <RadioGroup
              aria-labelledby={reasonLabelId}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            >
              {REPORT_REASONS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={REPORT_REASON_LABELS[value]} />
              ))}
            </RadioGroup>
            {errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
          </FormControl>
          <TextField
            label={detailsLabel}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
              setErrors((current) => ({ ...current, details: undefined }));
            }}
            multiline
            minRows={3}
            error={Boolean(errors.details)}
            helperText={
              errors.details ?? `${details.trim().length.toLocaleString('en-IN')} / ${REPORT_DETAILS_MAX.toLocaleString('en-IN')}`
            }
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX + 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={report.isPending || refusal === reportMessages.alreadyReported}
          >
            {report.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
