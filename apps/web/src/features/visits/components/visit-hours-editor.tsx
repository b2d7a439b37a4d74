import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Alert, Box, Button, IconButton, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import {
  VISIT_PERIODS_MAX,
  VISIT_SLOT_MINUTES_DEFAULT,
  type VisitHours,
  type VisitHoursBody,
  visitHoursBody,
} from '@rentease/contract';
import { Controller, type FieldPath, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveVisitHours, useVisitHours } from '../api/visit-hours';

/** Monday first, as a week is written in India; 0 is Sunday, as the API counts. */
const WEEK = [
  { weekday: 1, name: msg('Monday') },
  { weekday: 2, name: msg('Tuesday') },
  { weekday: 3, name: msg('Wednesday') },
  { weekday: 4, name: msg('Thursday') },
  { weekday: 5, name: msg('Friday') },
  { weekday: 6, name: msg('Saturday') },
  { weekday: 0, name: msg('Sunday') },
] as const;

const SLOT_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;
/** A new period starts where the day's last one ends, or at these hours. */
const NEW_PERIOD = { from: '10:00', to: '13:00' };

type Form = ReturnType<typeof useZodForm<typeof visitHoursBody>>;

/**
 * The weekly hours in which a landlord shows a listing, and how long each visit is: a row per
 * weekday with its periods (from, to; India's time), periods added and removed, and the visit
 * length. Saved on its own (PUT visit-hours), so it sits in any form or dialog.
 */
export function VisitHoursEditor({
  propertyId,
  onSaved,
  onCancel,
}: {
  propertyId: string;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const hours = useVisitHours(propertyId);
  if (hours.isPending) return <Skeleton variant="rounded" height={280} aria-label={t('Loading visit hours')} />;
  if (hours.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void hours.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('Could not load the visit hours.')}
      </Alert>
    );
  }
  return <HoursForm propertyId={propertyId} saved={hours.data} onSaved={onSaved} onCancel={onCancel} />;
}

function HoursForm({
  propertyId,
  saved,
  onSaved,
  onCancel,
}: {
  propertyId: string;
  saved: VisitHours;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(visitHoursBody, { defaultValues: { hours: saved.hours, slotMinutes: saved.slotMinutes } });
  const periods = useFieldArray({ control: form.control, name: 'hours' });
  const saving = useSaveVisitHours(propertyId);
  const listError = form.formState.errors.hours?.root?.message ?? form.formState.errors.hours?.message;

  const send = async (body: VisitHoursBody) => {
    try {
      await saving.mutateAsync(body);
      notify.success(
        body.hours.length === 0 ? t('Visit hours cleared: no visits offered.') : t('Visit hours saved.'),
        'visit-hours',
      );
      onSaved?.();
    } catch (error) {
      const fields = [
        'slotMinutes',
        ...periods.fields.flatMap((_, i) => [`hours.${i}.from`, `hours.${i}.to`] as const),
      ] as FieldPath<VisitHoursBody>[];
      if (!form.showServerErrors(error, fields))
        notify.error(errorMessageOf(error, t('Could not save the visit hours.')), 'visit-hours');
    }
  };

  const save = form.submit(send);

  const addPeriod = (weekday: number) => {
    const values = form.getValues('hours');
    const last = values.filter((p) => p.weekday === weekday).at(-1);
    const start = last ? last.to : NEW_PERIOD.from;
    const [h = 0, m = 0] = start.split(':').map(Number);
    const end = last ? `${String(Math.min(h + 2, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}` : NEW_PERIOD.to;
    periods.append({ weekday, from: start, to: end > start ? end : '23:59' });
  };

  return (
    // Not a <form> of its own: it also sits inside the listing's edit form, and forms do not nest.
    // Enter in one of its fields saves the hours, not the form around it.
    <Box
      role="group"
      aria-label={t('Visit hours')}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        void save();
      }}
    >
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('When can tenants come and see the home? Times are in India. Leave every day empty to offer no visits.')}
      </Typography>
      {listError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiMessage(listError)}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {WEEK.map(({ weekday, name }) => (
          <DayRow
            key={weekday}
            form={form}
            fields={periods.fields}
            weekday={weekday}
            name={t(name)}
            onAdd={() => addPeriod(weekday)}
            onRemove={periods.remove}
            canAdd={periods.fields.length < VISIT_PERIODS_MAX}
          />
        ))}
      </Stack>
      <Controller
        control={form.control}
        name="slotMinutes"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('Visit length')}
            value={field.value ?? VISIT_SLOT_MINUTES_DEFAULT}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message
                ? translateApiMessage(fieldState.error.message)
                : t('Each tenant books one visit of this length')
            }
            sx={{ mt: 3, minWidth: 220 }}
          >
            {SLOT_CHOICES.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {t('{{count}} minutes', { count: minutes })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving.isPending}>
            {t('Cancel')}
          </Button>
        )}
        <PendingButton variant="contained" onClick={() => void save()} pending={saving.isPending} pendingLabel={t('Saving...')}>
          {t('Save visit hours')}
        </PendingButton>
      </Stack>
    </Box>
  );
}

function DayRow({
  form,
  fields,
  weekday,
  name,
  onAdd,
  onRemove,
  canAdd,
}: {
  form: Form;
  fields: ReturnType<typeof useFieldArray<VisitHoursBody, 'hours'>>['fields'];
  weekday: number;
  name: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const mine = fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === weekday);
  const headingId = `visit-day-${weekday}`;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        gap: 1,
        alignItems: 'start',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={headingId} sx={{ fontWeight: 600, pt: { sm: 1 } }}>
        {name}
      </Typography>
      <Stack spacing={1}>
        {mine.length === 0 && (
          <Typography color="textSecondary" sx={{ pt: { sm: 1 } }}>
            {t('No visits')}
          </Typography>
        )}
        {mine.map(({ field, index }) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={form.control}
              name={`hours.${index}.from`}
              label={t('From')}
              type="time"
              size="small"
              slotProps={{
                htmlInput: { 'aria-label': t('{{day}} from', { day: name }), step: 300 },
                inputLabel: { shrink: true },
              }}
              sx={{ width: 140 }}
            />
            <FormTextField
              control={form.control}
              name={`hours.${index}.to`}
              label={t('To')}
              type="time"
              size="small"
              slotProps={{ htmlInput: { 'aria-label': t('{{day}} to', { day: name }), step: 300 }, inputLabel: { shrink: true } }}
              sx={{ width: 140 }}
            />
            <IconButton
              aria-label={t('Remove {{day}} {{from}}', { day: name, from: form.getValues(`hours.${index}.from`) })}
              onClick={() => onRemove(index)}
              sx={{ mt: 0.25 }}
            >
              <RemoveIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            disabled={!canAdd}
            aria-label={t('Add hours on {{day}}', { day: name })}
          >
            {t('Add hours')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
