import FlagIcon from '@mui/icons-material/FlagOutlined';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { type AdminReport, reportMessages } from '@rentease/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useReportQueue } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { useSetListingVisibility } from '../api/set-listing-visibility';
import { REPORT_REASON_TEXTS, REPORT_STATUS_TEXTS } from '../report-labels';
import { HideListingDialog } from './listing-visibility';

/** One report: listing, reporter, reason and details; the decision and the listing's visibility. */
function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const headingId = useId();
  const resolve = useResolveReport();
  const visibility = useSetListingVisibility();
  const [hiding, setHiding] = useState(false);
  const [isHideFormWanted, setHideFormWanted] = useState(false);
  const isOpen = report.status === 'open';
  const busy = resolve.isPending || visibility.isPending;

  const decide = (status: 'dismissed' | 'actioned') => {
    if (busy) return;
    resolve.mutate(
      { id: report.id, status },
      {
        onSuccess: () =>
          notify.success(
            translateApiMessage(status === 'dismissed' ? reportMessages.dismissed : reportMessages.actioned),
            'report-decision',
          ),
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          notify.error(errorMessageOf(error, translateApiMessage(reportMessages.updateFailed)), 'report-decision');
        },
      },
    );
  };

  const unhide = () => {
    if (busy) return;
    visibility.mutate(
      { propertyId: report.property_id, body: { hidden: false } },
      {
        onSuccess: () => notify.success(translateApiMessage(reportMessages.shown), 'listing-visibility'),
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          notify.error(errorMessageOf(error, translateApiMessage(reportMessages.visibilityFailed)), 'listing-visibility');
        },
      },
    );
  };

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ borderLeft: 4, borderLeftColor: isOpen ? 'error.main' : 'transparent' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {report.property_removed ? (
                report.property_title
              ) : (
                // The listing as people see it, hidden or not (the admin reads hidden ones too), beside the queue.
                <Link href={`/homes/${encodeURIComponent(report.property_id)}`} target="_blank" rel="noopener">
                  {report.property_title}
                </Link>
              )}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {report.property_city}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary" component="time" dateTime={report.created_at} sx={{ flexShrink: 0 }}>
            {formatDateTime(report.created_at)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={t(REPORT_STATUS_TEXTS[report.status])} size="small" color={isOpen ? 'error' : 'default'} />
          <Chip label={t(REPORT_REASON_TEXTS[report.reason])} size="small" variant="outlined" />
          <Chip
            label={t('{{count}} open reports on this listing', { count: report.open_reports_on_listing })}
            size="small"
            variant="outlined"
          />
          {report.property_hidden && <Chip label={t('Hidden')} size="small" color="warning" />}
          {report.property_removed && <Chip label={t('Removed')} size="small" />}
        </Stack>
        <Typography variant="body2">
          {t('Reported by {{name}}', { name: report.reporter_name })} ·{' '}
          <Link href={`mailto:${report.reporter_email}`} sx={{ overflowWrap: 'anywhere' }}>
            {report.reporter_email}
          </Link>
        </Typography>
        {report.details && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.details}</Typography>}
        {report.property_hidden && report.property_hidden_reason && (
          <Typography variant="body2" sx={{ color: 'warning.dark' }}>
            {t('Hidden: {{reason}}', { reason: report.property_hidden_reason })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          {isOpen && (
            <>
              <Button size="small" variant="outlined" onClick={() => decide('dismissed')} disabled={busy}>
                {t('Dismiss')}
              </Button>
              <Button size="small" variant="contained" onClick={() => decide('actioned')} disabled={busy}>
                {t('Mark actioned')}
              </Button>
            </>
          )}
          {!report.property_removed &&
            (report.property_hidden ? (
              <Button size="small" color="warning" onClick={unhide} disabled={busy}>
                {t('Unhide listing')}
              </Button>
            ) : (
              <Button
                size="small"
                color="error"
                onClick={() => {
                  setHideFormWanted(true);
                  setHiding(true);
                }}
                disabled={busy}
              >
                {t('Hide listing')}
              </Button>
            ))}
          {busy && <CircularProgress size={16} aria-label={t('Saving')} />}
        </Stack>
      </CardContent>
      {isHideFormWanted && (
        <HideListingDialog
          listing={{ id: report.property_id, title: report.property_title }}
          open={hiding}
          onClose={() => setHiding(false)}
        />
      )}
    </Card>
  );
}

/** The admin's Reports page: the queue, open reports first, with the decisions and takedown. */
export function ReportQueue() {
  const { t } = useTranslation();
  const list = useReportQueue();
  const isLoadFailure = list.isError && !list.data;
  useEffect(() => {
    if (isLoadFailure && !isSessionRefusal(list.error))
      notify.error(translateApiMessage(reportMessages.loadFailed), 'reports-load');
  }, [isLoadFailure, list.error]);
  return (
    <PagedList
      list={list}
      getKey={(report) => report.id}
      renderItem={(report) => <ReportCard report={report} />}
      empty={<EmptyState icon={<FlagIcon />} title={translateApiMessage(reportMessages.noReports)} />}
      errorMessage={translateApiMessage(reportMessages.loadFailed)}
      label={t('Reports')}
      loadingLabel={t('Loading reports')}
      columns={{ xs: 'minmax(0, 1fr)' }}
    />
  );
}
