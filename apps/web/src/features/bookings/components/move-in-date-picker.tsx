import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { hi } from 'date-fns/locale/hi';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerTexts } from '../../../lib/date-picker-texts';
import { currentLanguage, msg } from '../../../lib/i18n';
import { DATE_DISPLAY_FORMAT, isCompleteTypedDate, parseTypedDate } from '../booking-form';

/** date-fns pattern of the phone picker's title: 'Fri, 4 Dec 2026'. */
const TOOLBAR_FORMAT = 'EEE, d MMM yyyy';

export const DATE_PLACEHOLDER = msg('Select a date');

type TypedDateFieldProps = DatePickerFieldProps & {
  helperText?: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const asText = (value: Date | null) => (value && isValid(value) ? format(value, DATE_DISPLAY_FORMAT) : '');

/**
 * The picker's field as a plain text box: the date can be typed as dd/mm/yyyy (numeric keyboard on
 * phones) or chosen from the calendar, and the box shows the spec's placeholder 'Select a date'
 * (MUI's own sectioned field can only show the format there).
 */
function TypedDateField({ helperText, error, inputRef, id }: TypedDateFieldProps) {
  const { t } = useTranslation();
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  const value = picker.value as Date | null;
  const [text, setText] = useState(() => asText(value));
  const [focused, setFocused] = useState(false);

  // A date chosen in the calendar (or reset by the dialog) rewrites the box; an invalid date came
  // from typing, so the typed text stays as it is.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value === null) setText('');
    else if (isValid(value) && asText(value) !== text) setText(asText(value));
  }

  // Half-typed dates are not errors yet; a finished one, or leaving the box, shows them.
  const showError = Boolean(error) && !(focused && !isCompleteTypedDate(text));
  return (
    <TextField
      id={id}
      ref={picker.rootRef}
      label={picker.label}
      value={text}
      placeholder={t(DATE_PLACEHOLDER)}
      disabled={picker.disabled}
      error={showError}
      helperText={showError ? helperText : t('dd/mm/yyyy')}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        const next = event.target.value.replace(/[^\d/]/g, '').slice(0, 10);
        setText(next);
        picker.setValue(parseTypedDate(next), { changeImportance: 'set' });
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && event.altKey) {
          event.preventDefault();
          picker.setOpen(true);
        }
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          ref: picker.triggerRef,
          inputRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(value && isValid(value) ? asText(value) : null)}
                disabled={picker.disabled}
                onClick={() => picker.setOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * 'Move-in Date': dd/MM/yyyy, only the days of the move-in window can be chosen; a typed
 * date that is not real or is outside the window is reported by the dialog as `error`.
 */
export function MoveInDatePicker({
  value,
  onChange,
  minDate,
  maxDate,
  disabled,
  error,
}: {
  value: Date | null;
  onChange: (date: Date | null) => void;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  disabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    // The calendar's month and day names and the picker's own texts follow the language shown; the
    // typed format stays dd/mm/yyyy.
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={currentLanguage() === 'hi' ? hi : enIN}
      localeText={datePickerTexts()}
    >
      <DatePicker
        label={t('Move-in Date')}
        format={DATE_DISPLAY_FORMAT}
        value={value}
        onChange={onChange}
        minDate={minDate}
        maxDate={maxDate}
        referenceDate={minDate}
        disabled={disabled}
        views={['day']}
        slots={{ field: TypedDateField }}
        slotProps={{
          field: { helperText: error, error: Boolean(error) } as TypedDateFieldProps,
          // With only the day view MUI would title the phone picker with the bare day number.
          toolbar: { toolbarFormat: TOOLBAR_FORMAT },
        }}
      />
    </LocalizationProvider>
  );
}
