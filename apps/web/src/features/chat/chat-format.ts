/** How chat shows time (in the language shown, the browser's time zone). */
import { formatDayAndMonth } from '../../lib/calendar';
import { formatDate, formatTime, formatWeekdayDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const daysBetween = (earlier: Date, later: Date) =>
  Math.round((startOfDay(later).getTime() - startOfDay(earlier).getTime()) / 86_400_000);

/** "2:05 pm". */
export function formatChatTime(value: string): string {
  return formatTime(value);
}

/** A day divider of the panel: 'Today', 'Yesterday', or "Monday, 3 March 2025". */
export function formatChatDay(value: string, now = new Date()): string {
  const date = new Date(value);
  const days = daysBetween(date, now);
  if (days === 0) return i18n.t('Today');
  if (days === 1) return i18n.t('Yesterday');
  return formatWeekdayDate(date);
}

/** The time of a conversation's latest message in the list: the time today, else the day. */
export function formatListTime(value: string, now = new Date()): string {
  const date = new Date(value);
  const days = daysBetween(date, now);
  if (days === 0) return formatChatTime(value);
  if (days === 1) return i18n.t('Yesterday');
  if (date.getFullYear() === now.getFullYear()) return formatDayAndMonth(date);
  return formatDate(date);
}

/** A local calendar day, to group lines under one divider. */
export function dayKey(value: string): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Consecutive items of one day together, in order. */
export function groupByDay<T>(items: T[], timeOf: (item: T) => string): { day: string; first: string; items: T[] }[] {
  const groups: { day: string; first: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayKey(timeOf(item));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, first: timeOf(item), items: [item] });
  }
  return groups;
}

/** Characters as the server counts them (code points: an emoji is one). */
export function messageLength(text: string): number {
  return [...text].length;
}
