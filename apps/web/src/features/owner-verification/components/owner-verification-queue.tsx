import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import {
  type AdminOwnerVerification,
  decideOwnerVerificationBody,
  OWNER_DOCUMENT_LABELS,
  OWNER_VERIFICATION_STATUSES,
  type OwnerDocumentKind,
  type OwnerVerificationStatus,
  ownerVerificationMessages as texts,
} from '@rentease/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormTextField } from '../../../components/form-text-field';
import { PagedList } from '../../../components/paged-list';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { fetchDocument, useDecideVerification, useVerificationQueue } from '../api/owner-verification-api';

const STATUS_LABELS: Record<OwnerVerificationStatus, string> = {
  pending: msg('Pending'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
};

/** Whole sentences per status, so each language words them its own way. */
const EMPTY_TEXTS: Record<OwnerVerificationStatus, string> = {
  pending: msg('No pending requests.'),
  approved: msg('No approved requests.'),
  rejected: msg('No rejected requests.'),
};
const LIST_LABELS: Record<OwnerVerificationStatus, string> = {
  pending: msg('Pending owner verifications'),
  approved: msg('Approved owner verifications'),
  rejected: msg('Rejected owner verifications'),
};

/** The reject branch of the decision: the reason the landlord reads. */
const rejectBody = decideOwnerVerificationBody.options[1];

/** A document fetched with the admin's token: shown in place when a photo, else in a frame, with a link to open it in a tab. */
function DocumentDialog({ file, label, onClose }: { file: Blob | undefined; label: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const isImage = file?.type.startsWith('image/') ?? false;
  return (
    <Dialog open={Boolean(file)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent dividers>
        {url &&
          (isImage ? (
            <Box component="img" src={url} alt={label} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
          ) : (
            <Box component="iframe" src={url} title={label} sx={{ width: '100%', height: '70vh', border: 0 }} />
          ))}
      </DialogContent>
      <DialogActions>
        {url && (
          <Link href={url} target="_blank" rel="noopener" sx={{ mr: 'auto', ml: 1 }}>
            {t('Open in a new tab')}
          </Link>
        )}
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The admin says why the documents are not accepted; the landlord reads it and may send them again. */
function RejectDialog({ request, open, onClose }: { request: AdminOwnerVerification; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const decide = useDecideVerification(request.id);
  const form = useZodForm(rejectBody, { defaultValues: { decision: 'reject', reason: '' } });
  // mutateAsync: the decided request leaves the pending list when it reloads, unmounting this
  // dialog's card, and mutate's own callbacks are dropped for an unmounted component.
  const send = form.submit(async (body) => {
    try {
      await decide.mutateAsync(body);
      notify.success(translateApiMessage(texts.rejected), 'owner-verification-decision');
      onClose();
    } catch (error) {
      if (!form.showServerErrors(error, ['reason']))
        form.setError('root', { message: errorMessageOf(error, t('The decision could not be recorded.')) });
    }
  });
  return (
    <Dialog open={open} onClose={decide.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={send} noValidate>
        <DialogTitle id={titleId}>{t('Reject {{name}}’s documents', { name: request.landlord.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('The landlord reads this reason and can send the documents again.')}
          </DialogContentText>
          <FormTextField control={form.control} name="reason" label={t('Reason')} multiline minRows={3} fullWidth />
          {form.formState.errors.root && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {form.formState.errors.root.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={decide.isPending}>
            {t('Cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant="contained"
            color="error"
            pending={decide.isPending}
            pendingLabel={t('Rejecting…')}
          >
            {t('Reject')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** One request: the landlord, when it was sent, its documents, and Approve or Reject while pending. */
function VerificationCard({ request }: { request: AdminOwnerVerification }) {
  const { t } = useTranslation();
  const headingId = useId();
  const decide = useDecideVerification(request.id);
  const [rejecting, setRejecting] = useState(false);
  const [opening, setOpening] = useState<OwnerDocumentKind>();
  const [shown, setShown] = useState<{ kind: OwnerDocumentKind; file: Blob }>();
  const isPending = request.status === 'pending';
  const { landlord } = request;

  const open = async (kind: OwnerDocumentKind) => {
    if (opening) return;
    setOpening(kind);
    try {
      setShown({ kind, file: await fetchDocument(request.id, kind, 'admin') });
    } catch (error) {
      if (!isSessionRefusal(error)) notify.error(errorMessageOf(error, t('The document could not be opened.')), 'owner-document');
    } finally {
      setOpening(undefined);
    }
  };

  const approve = async () => {
    if (decide.isPending) return;
    try {
      await decide.mutateAsync({ decision: 'approve' });
      notify.success(translateApiMessage(texts.approved), 'owner-verification-decision');
    } catch (error) {
      if (!isSessionRefusal(error))
        notify.error(errorMessageOf(error, t('The decision could not be recorded.')), 'owner-verification-decision');
    }
  };

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {landlord.name}
          </Typography>
          <Chip
            size="small"
            label={t(STATUS_LABELS[request.status])}
            color={isPending ? 'warning' : request.status === 'approved' ? 'success' : 'default'}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {landlord.email} · {landlord.phone ?? t('No phone')} ·{' '}
          {t('{{shown}} listings', { count: landlord.listings, shown: formatNumber(landlord.listings) })} ·{' '}
          {t('Sent {{date}}', { date: formatDateTime(request.submitted_at) })}
          {request.decided_at ? ` · ${t('Decided {{date}}', { date: formatDateTime(request.decided_at) })}` : ''}
        </Typography>
        {request.rejection_reason && (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            “{request.rejection_reason}”
          </Typography>
        )}
        {request.documents.length > 0 ? (
          <Stack direction="row" useFlexGap sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
            {request.documents.map((document) => (
              <Button
                key={document.kind}
                variant="outlined"
                size="small"
                onClick={() => void open(document.kind)}
                disabled={opening !== undefined}
                title={t(OWNER_DOCUMENT_LABELS[document.kind])}
              >
                {opening === document.kind
                  ? t('Opening…')
                  : document.kind === 'ownership'
                    ? t('Proof of ownership')
                    : t('Photo ID')}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('The documents have been deleted.')}
          </Typography>
        )}
        {isPending && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <PendingButton
              variant="contained"
              color="success"
              onClick={() => void approve()}
              pending={decide.isPending}
              pendingLabel={t('Approving…')}
            >
              {t('Approve')}
            </PendingButton>
            <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={decide.isPending}>
              {t('Reject')}
            </Button>
          </Stack>
        )}
      </CardContent>
      <DocumentDialog
        file={shown?.file}
        label={shown ? `${landlord.name}: ${t(OWNER_DOCUMENT_LABELS[shown.kind])}` : ''}
        onClose={() => setShown(undefined)}
      />
      {isPending && <RejectDialog request={request} open={rejecting} onClose={() => setRejecting(false)} />}
    </Card>
  );
}

function QueueList({ status }: { status: OwnerVerificationStatus }) {
  const { t } = useTranslation();
  const list = useVerificationQueue(status);
  return (
    <PagedList
      list={list}
      getKey={(request) => request.id}
      renderItem={(request) => <VerificationCard request={request} />}
      empty={<EmptyState icon={<VerifiedUserIcon />} title={t(EMPTY_TEXTS[status])} />}
      errorMessage={t('Owner verifications could not be loaded.')}
      label={t(LIST_LABELS[status])}
      loadingLabel={t('Loading owner verifications')}
      columns={{ xs: 'minmax(0, 1fr)' }}
    />
  );
}

/** The admin's queue of landlords asking to be verified owners, beside the reports: pending first. */
export function OwnerVerificationQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OwnerVerificationStatus>('pending');
  const tabsId = useId();
  return (
    <Box component="section" aria-labelledby="owner-verifications-heading" sx={{ mt: 4 }}>
      <Typography id="owner-verifications-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('Owner verifications')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, next: OwnerVerificationStatus) => setStatus(next)}
        aria-label={t('Owner verifications by status')}
        sx={{ mb: 2 }}
      >
        {OWNER_VERIFICATION_STATUSES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(STATUS_LABELS[value])}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-panel`}
          />
        ))}
      </Tabs>
      <Box id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${status}`}>
        <QueueList key={status} status={status} />
      </Box>
    </Box>
  );
}
