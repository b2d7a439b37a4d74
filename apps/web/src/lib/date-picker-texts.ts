import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { i18n } from './i18n';

/**
 * The date picker's own texts (its buttons, titles and what they say to a screen reader) in the
 * language shown. MUI X has no Hindi of its own, so they come from our catalogue; in English they
 * are MUI's own words. Only what a date picker (not a time or range picker) shows.
 */
export function datePickerTexts(): PickersInputLocaleText {
  return {
    previousMonth: i18n.t('Previous month'),
    nextMonth: i18n.t('Next month'),
    openPreviousView: i18n.t('Open previous view'),
    openNextView: i18n.t('Open next view'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year'
        ? i18n.t('year view is open, switch to calendar view')
        : i18n.t('calendar view is open, switch to year view'),
    cancelButtonLabel: i18n.t('Cancel'),
    clearButtonLabel: i18n.t('Clear'),
    okButtonLabel: i18n.t('OK'),
    todayButtonLabel: i18n.t('Today'),
    nextStepButtonLabel: i18n.t('Next'),
    datePickerToolbarTitle: i18n.t('Select date'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? i18n.t('Choose date, selected date is {{date}}', { date: formattedDate }) : i18n.t('Choose date'),
    fieldClearLabel: i18n.t('Clear'),
    dateTableLabel: i18n.t('pick date'),
    calendarWeekNumberHeaderLabel: i18n.t('Week number'),
    calendarWeekNumberAriaLabelText: (weekNumber) => i18n.t('Week {{number}}', { number: weekNumber }),
    year: i18n.t('Year'),
    month: i18n.t('Month'),
    day: i18n.t('Day'),
    empty: i18n.t('Empty'),
  };
}
