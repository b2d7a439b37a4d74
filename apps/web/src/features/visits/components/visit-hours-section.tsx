import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import { Box, Button, Dialog, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Property, VisitHours } from '@rentease/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, msg } from '../../../lib/i18n';
import { useVisitHours } from '../api/visit-hours';
import { VisitHoursEditor } from './visit-hours-editor';

const SHORT_DAYS = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')];
/** Monday first, as a week is written in India. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "Mon 18:00–20:00, Sat 10:00–13:00 · 30-minute visits". */
export function describeVisitHours(hours: VisitHours): string {
  if (hours.hours.length === 0) return i18n.t('No visit hours set: tenants cannot book visits yet.');
  const days = WEEK_ORDER.flatMap((weekday) => {
    const periods = hours.hours.filter((p) => p.weekday === weekday);
    return periods.length === 0
      ? []
      : [`${i18n.t(SHORT_DAYS[weekday] ?? '')} ${periods.map((p) => `${p.from}–${p.to}`).join(', ')}`];
  });
  return i18n.t('{{days}} · {{minutes}}-minute visits', { days: days.join(' · '), minutes: hours.slotMinutes });
}

/** The listing's visit hours as its landlord sees them, and 'Set visit hours', which opens the editor. */
export function VisitHoursSection({ property }: { property: Property }) {
  const { t } = useTranslation();
  const hours = useVisitHours(property.id);
  const [isEditing, setEditing] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`} sx={{ mt: 3 }}>
      <Typography id={`${titleId}-heading`} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('Visit hours')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {hours.data ? describeVisitHours(hours.data) : hours.isError ? t('Could not load the visit hours.') : t('Loading...')}
      </Typography>
      <Button variant="outlined" startIcon={<EditCalendarIcon />} onClick={() => setEditing(true)}>
        {t('Set visit hours')}
      </Button>
      <Dialog
        open={isEditing}
        onClose={() => setEditing(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>{t('Visit hours: {{title}}', { title: property.title })}</DialogTitle>
        <DialogContent dividers>
          {isEditing && (
            <VisitHoursEditor propertyId={property.id} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

/** The listing edit form's part for visits: the same editor, saved on its own. */
export function VisitHoursFormSection({ property }: { property: Property }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mt: 1, mb: 1 }}>
        {t('Visit hours')}
      </Typography>
      <VisitHoursEditor propertyId={property.id} />
    </Box>
  );
}
