/**
 * A stay runs from its move-in date for whole calendar months; its end date is the first day the
 * home is free again (exclusive). People read a stay by its last night, the day before: the only
 * place that day is worked out, so the invoice, the lists, the emails and the success page agree.
 */
export function lastNightOf(endDate: string): string {
  const day = new Date(`${endDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`not a calendar date: ${endDate}`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
