import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What a visit's calendar file says: when, where, and who meets whom. */
export type CalendarVisit = {
  id: string;
  status: 'confirmed' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  title: string;
  address: string;
  city: string;
  tenant: { name: string; email: string; phone: string | null };
  landlord: { name: string; email: string; phone: string | null };
};

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The file name a visit's calendar file is downloaded or attached as. */
export const calendarFileName = (visit: Pick<CalendarVisit, 'status'>) =>
  visit.status === 'cancelled' ? 'visit-cancelled.ics' : 'visit.ics';

const person = (role: string, p: CalendarVisit['tenant']) => `${role}: ${p.name}${p.phone ? `, ${p.phone}` : ''}`;

/**
 * The visit as an iCalendar (RFC 5545) file. The UID is the visit's, so a calendar that imported
 * the booking replaces it with the cancellation (METHOD:CANCEL, STATUS:CANCELLED, a higher
 * SEQUENCE) instead of keeping both.
 */
export function visitCalendar(visit: CalendarVisit): string {
  const cancelled = visit.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'RentEase', product: 'Visits', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    name: 'RentEase visit',
  });
  const where = [visit.address, visit.city].filter((part) => part !== '').join(', ');
  calendar.createEvent({
    id: `visit-${visit.id}@rentease`,
    sequence: cancelled ? 1 : 0,
    stamp: visit.cancelledAt ?? visit.createdAt,
    start: visit.startsAt,
    end: visit.endsAt,
    summary: `${cancelled ? 'Cancelled: ' : ''}Visit to ${visit.title}`,
    location: where,
    description: [
      `Viewing of ${visit.title}, ${where}.`,
      person('Tenant', visit.tenant),
      person('Landlord', visit.landlord),
    ].join('\n'),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: visit.landlord.name, email: visit.landlord.email },
    attendees: [{ name: visit.tenant.name, email: visit.tenant.email }],
  });
  return calendar.toString();
}
