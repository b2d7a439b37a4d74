import { formatDateTime, lastNightOf, lastNightOfStay, type Role } from '@rentease/contract';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type BookingRow,
  bookingRequests,
  bookings,
  chatMessages,
  notifications,
  properties,
  reviews,
  users,
} from '../../db/schema/index.js';
import { formatMarketDate, MARKET_TIME_ZONE } from '../../lib/dates.js';
import { formatInr } from '../../lib/money.js';
import { chatGroupKey, reviewGroupKey, savedSearchGroupKey, visitGroupKey } from './group-keys.js';
import { type Notified, notify, notifyAll } from './notifications.service.js';

/**
 * One function per event a person is told of, each called inside the event's own transaction (`tx`), so
 * the notification commits with the event. Each returns what it wrote; after commit, hand that to
 * `NotificationDispatcher.dispatch` (the live bell and the email). Texts are plain and short:
 * the title is also the email's subject.
 */

const area = (role: Role) => (role === 'admin' ? '/admin/dashboard' : `/${role}`);

async function bookingParties(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, title: properties.title, tenantFirstName: users.firstName, tenantLastName: users.lastName })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.tenantId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its notification`);
  return row;
}

type StayFacts = Pick<BookingRow, 'reference' | 'moveInDate' | 'durationMonths' | 'amountPaise'>;

/**
 * "Booking RE-2026-00042. Move-in 01/03/2026, last night 28/02/2027 (12 months), ₹1,26,000 paid.":
 * a confirmed stay as its notifications and emails name it, with the reference and last night the
 * lists and the invoice show.
 */
export function describeConfirmedStay(booking: StayFacts): string {
  const months = `${booking.durationMonths} month${booking.durationMonths === 1 ? '' : 's'}`;
  const lastNight = formatMarketDate(lastNightOfStay(booking.moveInDate, booking.durationMonths));
  return `Booking ${booking.reference}. Move-in ${formatMarketDate(booking.moveInDate)}, last night ${lastNight} (${months}), ${formatInr(booking.amountPaise)} paid.`;
}

/** A payment confirmed a stay: the tenant and the landlord both hear of it. */
export async function notifyBookingConfirmed(tx: DbOrTx, now: Date, bookingId: string): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = await bookingParties(tx, bookingId);
  const stay = describeConfirmedStay(booking);
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'booking_confirmed',
        title: `Your booking of ${title} is confirmed`,
        body: stay,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'booking_confirmed',
        title: `${tenantFirstName} booked ${title}`,
        body: stay,
        link: '/landlord/bookings',
      },
    ],
    now,
  );
}

/**
 * A stay was cancelled: both sides hear who cancelled, and the refund when there is
 * one (refundPaise 0: nothing is refunded).
 */
export async function notifyBookingCancelled(
  tx: DbOrTx,
  now: Date,
  input: { bookingId: string; cancelledById: string; refundPaise: number },
): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = await bookingParties(tx, input.bookingId);
  const byTenant = input.cancelledById === booking.tenantId;
  const byLandlord = input.cancelledById === booking.landlordId;
  const who = byTenant ? tenantFirstName : byLandlord ? 'The landlord' : 'RentEase';
  const refund =
    input.refundPaise > 0 ? `${formatInr(input.refundPaise)} is being refunded to the tenant's card.` : 'No refund is due.';
  const stay = `Booking ${booking.reference}. Move-in was ${formatMarketDate(booking.moveInDate)}.`;
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'booking_cancelled',
        title: byTenant ? `You cancelled your booking of ${title}` : `Your booking of ${title} was cancelled`,
        body: `${byTenant ? '' : `${who} cancelled it. `}${stay} ${input.refundPaise > 0 ? `${formatInr(input.refundPaise)} is being refunded to your card.` : 'No refund is due.'}`,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'booking_cancelled',
        title: byLandlord ? `You cancelled ${tenantFirstName}'s booking of ${title}` : `${who} cancelled the booking of ${title}`,
        body: `${stay} ${refund}`,
        link: '/landlord/bookings',
      },
    ],
    now,
  );
}

/**
 * A chat message for its receiver: one unread notification per conversation that counts up
 * ("3 new messages from Priya") until read.
 */
export async function notifyChatMessage(
  tx: DbOrTx,
  now: Date,
  message: { tenantId: string; landlordId: string; propertyId: string; senderId: string },
): Promise<Notified> {
  const receiverId = message.senderId === message.tenantId ? message.landlordId : message.tenantId;
  const receiverRole: Role = receiverId === message.tenantId ? 'tenant' : 'landlord';
  const [sender] = await tx
    .select({ firstName: users.firstName, title: properties.title })
    .from(users)
    .innerJoin(properties, eq(properties.id, message.propertyId))
    .where(eq(users.id, message.senderId));
  const [{ unread } = { unread: 1 }] = await tx
    .select({ unread: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.tenantId, message.tenantId),
        eq(chatMessages.landlordId, message.landlordId),
        eq(chatMessages.propertyId, message.propertyId),
        ne(chatMessages.senderId, receiverId),
        eq(chatMessages.isRead, false),
      ),
    );
  const name = sender?.firstName ?? 'Someone';
  const unreadCount = Math.max(unread, 1);
  return notify(
    tx,
    {
      userId: receiverId,
      type: 'chat_message',
      title: unreadCount === 1 ? `New message from ${name}` : `${unreadCount} new messages from ${name}`,
      // The listing, not the text: the bell is seen over a shoulder; the messages are one click away.
      body: sender ? `About ${sender.title}` : '',
      link: `${area(receiverRole)}/messages`,
      groupKey: chatGroupKey(message),
    },
    now,
  );
}

/** The reviews of a stay were published (both wrote, or the 14 days passed): the person reviewed hears of it. */
export async function notifyReviewPublished(tx: DbOrTx, now: Date, reviewId: string): Promise<Notified | undefined> {
  const review = await reviewParties(tx, reviewId);
  // Once per review, however it came out (the other side wrote, or its 14 days ran out).
  const groupKey = reviewGroupKey(reviewId);
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, review.subjectId), eq(notifications.groupKey, groupKey)))
    .limit(1);
  if (told) return undefined;
  return notify(
    tx,
    {
      userId: review.subjectId,
      type: 'review_published',
      title: `${review.authorFirstName} reviewed you: ${review.rating} out of 5`,
      body: `About ${review.title}.`,
      link: review.subjectRole === 'landlord' ? '/landlord/properties' : '/tenant/bookings',
      groupKey,
    },
    now,
  );
}

/** The person reviewed replied: the review's author hears of it. */
export async function notifyReviewReplied(tx: DbOrTx, now: Date, reviewId: string): Promise<Notified> {
  const review = await reviewParties(tx, reviewId);
  return notify(
    tx,
    {
      userId: review.authorId,
      type: 'review_replied',
      title: `${review.subjectFirstName} replied to your review`,
      body: `About ${review.title}.`,
      link: review.authorRole === 'landlord' ? '/landlord/bookings' : '/tenant/bookings',
    },
    now,
  );
}

async function reviewParties(tx: DbOrTx, reviewId: string) {
  const [review] = await tx
    .select({ authorId: reviews.authorId, subjectId: reviews.subjectId, rating: reviews.rating, title: properties.title })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(eq(reviews.id, reviewId));
  if (!review) throw new Error(`review ${reviewId} not found for its notification`);
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, role: users.role })
    .from(users)
    .where(inArray(users.id, [review.authorId, review.subjectId]));
  const author = people.find((p) => p.id === review.authorId);
  const subject = people.find((p) => p.id === review.subjectId);
  return {
    ...review,
    authorFirstName: author?.firstName ?? 'Someone',
    authorRole: author?.role ?? 'tenant',
    subjectFirstName: subject?.firstName ?? 'Someone',
    subjectRole: subject?.role ?? 'tenant',
  };
}

/** RentEase hid a listing, or showed it again: its landlord hears why. */
export async function notifyListingVisibility(
  tx: DbOrTx,
  now: Date,
  input: { propertyId: string; hidden: boolean; reason?: string | null },
): Promise<Notified> {
  const [listing] = await tx
    .select({ ownerId: properties.ownerId, title: properties.title })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!listing) throw new Error(`listing ${input.propertyId} not found for its notification`);
  return notify(
    tx,
    input.hidden
      ? {
          userId: listing.ownerId,
          type: 'listing_hidden',
          title: `${listing.title} is hidden by RentEase`,
          body: input.reason ? `Reason: ${input.reason}` : 'Tenants cannot find it until it is shown again.',
          link: '/landlord/properties',
        }
      : {
          userId: listing.ownerId,
          type: 'listing_shown',
          title: `${listing.title} is shown again`,
          body: 'Tenants can find and book it again.',
          link: '/landlord/properties',
        },
    now,
  );
}

/**
 * A new listing matches a tenant's saved search. The caller has the listing in hand
 * (it was just created) and tells several tenants about it, so it is passed in, not read again.
 */
export async function notifySavedSearchMatch(
  tx: DbOrTx,
  now: Date,
  input: {
    tenantId: string;
    savedSearchId: string;
    listing: { id: string; title: string; city: string; pricePaise: number };
  },
): Promise<Notified> {
  const { listing } = input;
  return notify(
    tx,
    {
      userId: input.tenantId,
      type: 'saved_search_match',
      title: `New home for your saved search: ${listing.title}`,
      // Matches of one saved search fold into one unread row, and its email is a daily digest.
      groupKey: savedSearchGroupKey(input.savedSearchId),
      body: `${listing.city} · ${formatInr(listing.pricePaise)} a month`,
      link: `/homes/${listing.id}`,
    },
    now,
  );
}

/** The admin blocked or unblocked an account: that person hears of it by email only. */
export async function notifyAccountBlocked(
  tx: DbOrTx,
  now: Date,
  input: { userId: string; blocked: boolean },
): Promise<Notified> {
  return notify(
    tx,
    input.blocked
      ? {
          userId: input.userId,
          type: 'account_blocked',
          title: 'Your RentEase account is blocked',
          body: 'You cannot sign in for now. If you think this is a mistake, write to us through the Contact page.',
          link: '/contact',
        }
      : {
          userId: input.userId,
          type: 'account_unblocked',
          title: 'Your RentEase account is unblocked',
          body: 'Welcome back: you can sign in again.',
          link: '/login',
        },
    now,
  );
}

/** What happened to a request to book: who it is told to follows from it. */
export type BookingRequestChange = 'sent' | 'withdrawn' | 'approved' | 'declined' | 'expired';

/**
 * A request to book changed: the other side hears of it. The landlord is told of a new or
 * withdrawn request, the tenant of the answer; an expired request is told to both (an approval
 * that lapsed unpaid frees the dates, a request left unanswered is over).
 */
export async function notifyBookingRequestChanged(
  tx: DbOrTx,
  now: Date,
  input: { requestId: string; change: BookingRequestChange },
): Promise<Notified[]> {
  const [row] = await tx
    .select({ request: bookingRequests, title: properties.title, tenantFirstName: users.firstName })
    .from(bookingRequests)
    .innerJoin(properties, eq(properties.id, bookingRequests.propertyId))
    .innerJoin(users, eq(users.id, bookingRequests.tenantId))
    .where(eq(bookingRequests.id, input.requestId));
  if (!row) throw new Error(`booking request ${input.requestId} not found for its notification`);
  const { request, title, tenantFirstName } = row;
  const months = `${request.durationMonths} month${request.durationMonths === 1 ? '' : 's'}`;
  const dates = `Move-in ${formatMarketDate(request.moveInDate)}, ${months}, ${formatInr(request.amountPaise)}.`;
  const toLandlord = (title_: string, body: string) => ({
    userId: request.landlordId,
    type: 'booking_request_received' as const,
    title: title_,
    body,
    link: '/landlord/requests',
  });
  const toTenant = (title_: string, body: string) => ({
    userId: request.tenantId,
    type: 'booking_request_answered' as const,
    title: title_,
    body,
    link: '/tenant/bookings',
  });
  switch (input.change) {
    case 'sent':
      return notifyAll(tx, [toLandlord(`${tenantFirstName} asks to book ${title}`, `${dates} Answer within 48 hours.`)], now);
    case 'withdrawn':
      return notifyAll(tx, [toLandlord(`${tenantFirstName} withdrew the request for ${title}`, dates)], now);
    case 'approved':
      return notifyAll(
        tx,
        [toTenant(`Your request for ${title} is approved`, `${dates} Pay within 24 hours to confirm the booking.`)],
        now,
      );
    case 'declined':
      return notifyAll(
        tx,
        [
          toTenant(
            `Your request for ${title} was declined`,
            request.declineReason ? `${dates} The owner said: ${request.declineReason}` : dates,
          ),
        ],
        now,
      );
    case 'expired': {
      const unpaid = request.answeredAt !== null;
      return notifyAll(
        tx,
        unpaid
          ? [
              toTenant(
                `Your approval for ${title} has lapsed`,
                `${dates} It was not paid within 24 hours; the dates are free again.`,
              ),
              toLandlord(
                `${tenantFirstName} did not pay for ${title}`,
                `${dates} The approval lapsed; the dates are free again.`,
              ),
            ]
          : [
              toTenant(`Your request for ${title} expired`, `${dates} The owner did not answer within 48 hours.`),
              toLandlord(
                `The request from ${tenantFirstName} for ${title} expired`,
                `${dates} It was not answered within 48 hours.`,
              ),
            ],
        now,
      );
    }
  }
}

/** A visit as its notifications name it: the listing, when (in India), and both people. */
export type VisitFacts = {
  id: string;
  tenantId: string;
  landlordId: string;
  startsAt: Date;
  title: string;
  tenantFirstName: string;
  landlordFirstName: string;
};

const visitWhen = (visit: VisitFacts) => formatDateTime(visit.startsAt, MARKET_TIME_ZONE);

/** A tenant booked a visit: the landlord hears of it (the email carries the calendar file). */
export async function notifyVisitBooked(tx: DbOrTx, now: Date, visit: VisitFacts): Promise<Notified[]> {
  const one = await notify(
    tx,
    {
      userId: visit.landlordId,
      type: 'visit_booked',
      title: `${visit.tenantFirstName} will visit ${visit.title}`,
      body: `Visit on ${visitWhen(visit)}.`,
      link: '/landlord/visits',
      groupKey: visitGroupKey('booked', visit.id),
    },
    now,
  );
  return [one];
}

/**
 * A visit was cancelled: the other side hears of it (both, when RentEase cancelled), with the
 * reason when one was given.
 */
export async function notifyVisitCancelled(
  tx: DbOrTx,
  now: Date,
  visit: VisitFacts,
  input: { cancelledById: string; reason: string | null },
): Promise<Notified[]> {
  const reason = input.reason ? ` Reason: ${input.reason}` : '';
  const when = visitWhen(visit);
  const told: Notified[] = [];
  if (input.cancelledById !== visit.landlordId) {
    const who = input.cancelledById === visit.tenantId ? visit.tenantFirstName : 'RentEase';
    told.push(
      await notify(
        tx,
        {
          userId: visit.landlordId,
          type: 'visit_cancelled',
          title: `${who} cancelled the visit to ${visit.title}`,
          body: `The visit on ${when} is off; the time is free again.${reason}`,
          link: '/landlord/visits',
          groupKey: visitGroupKey('cancelled', visit.id),
        },
        now,
      ),
    );
  }
  if (input.cancelledById !== visit.tenantId) {
    const who = input.cancelledById === visit.landlordId ? visit.landlordFirstName : 'RentEase';
    told.push(
      await notify(
        tx,
        {
          userId: visit.tenantId,
          type: 'visit_cancelled',
          title: `${who} cancelled your visit to ${visit.title}`,
          body: `The visit on ${when} is off.${reason}`,
          link: '/tenant/visits',
          groupKey: visitGroupKey('cancelled', visit.id),
        },
        now,
      ),
    );
  }
  return told;
}

/** A visit is soon: both people are reminded. */
export async function notifyVisitReminder(tx: DbOrTx, now: Date, visit: VisitFacts): Promise<Notified[]> {
  const when = visitWhen(visit);
  return [
    await notify(
      tx,
      {
        userId: visit.tenantId,
        type: 'visit_reminder',
        title: `Your visit to ${visit.title} is soon`,
        body: `${visit.landlordFirstName} expects you on ${when}.`,
        link: '/tenant/visits',
        groupKey: visitGroupKey('reminder', visit.id),
      },
      now,
    ),
    await notify(
      tx,
      {
        userId: visit.landlordId,
        type: 'visit_reminder',
        title: `${visit.tenantFirstName} visits ${visit.title} soon`,
        body: `The visit is on ${when}.`,
        link: '/landlord/visits',
        groupKey: visitGroupKey('reminder', visit.id),
      },
      now,
    ),
  ];
}

/**
 * One party signed a stay's rental agreement: the other is told, asked to sign too or, when both
 * now have, that the agreement is complete.
 */
export async function notifyAgreementSigned(
  tx: DbOrTx,
  now: Date,
  input: { bookingId: string; party: 'tenant' | 'landlord'; bothSigned: boolean },
): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = await bookingParties(tx, input.bookingId);
  const toLandlord = input.party === 'tenant';
  const signer = toLandlord ? tenantFirstName : 'Your landlord';
  const next = input.bothSigned ? 'Both of you have signed: the agreement is complete.' : 'Sign it too from your bookings.';
  return [
    await notify(
      tx,
      {
        userId: toLandlord ? booking.landlordId : booking.tenantId,
        type: 'agreement_signed',
        title: `${signer} signed the rental agreement for ${title}`,
        body: `Booking ${booking.reference}. ${next}`,
        link: toLandlord ? '/landlord/bookings' : '/tenant/bookings',
      },
      now,
    ),
  ];
}

/** One month of a monthly stay, as its notifications name it. */
export type RentMonthFacts = {
  bookingId: string;
  reference: string;
  tenantId: string;
  landlordId: string;
  tenantFirstName: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountPaise: number;
};

/** "₹20,000 for 01/03/2027 – 31/03/2027 (booking RE-2027-00042)": the month, as every rent text names it. */
function describeRentMonth(month: RentMonthFacts): string {
  const lastDay = formatMarketDate(lastNightOf(month.periodEnd));
  return `${formatInr(month.amountPaise)} for ${formatMarketDate(month.periodStart)} – ${lastDay} (booking ${month.reference})`;
}

/** A month's rent falls due in a few days, or today: the tenant is reminded to pay it. */
export async function notifyRentReminder(
  tx: DbOrTx,
  now: Date,
  month: RentMonthFacts,
  when: 'soon' | 'today',
): Promise<Notified> {
  const due = formatMarketDate(month.dueDate);
  return notify(
    tx,
    {
      userId: month.tenantId,
      type: when === 'soon' ? 'rent_due_soon' : 'rent_due',
      title: when === 'soon' ? `Rent for ${month.title} is due on ${due}` : `Rent for ${month.title} is due today`,
      body: `${describeRentMonth(month)}. Pay it from My Bookings.`,
      link: '/tenant/bookings',
    },
    now,
  );
}

/** A month is still unpaid days after its due date: the landlord is told, and the tenant too. */
export async function notifyRentLate(tx: DbOrTx, now: Date, month: RentMonthFacts): Promise<Notified[]> {
  const due = formatMarketDate(month.dueDate);
  return notifyAll(
    tx,
    [
      {
        userId: month.landlordId,
        type: 'rent_late',
        title: `${month.tenantFirstName}'s rent for ${month.title} is late`,
        body: `${describeRentMonth(month)} was due on ${due} and is not paid yet.`,
        link: '/landlord/rent',
      },
      {
        userId: month.tenantId,
        type: 'rent_late',
        title: `Your rent for ${month.title} is late`,
        body: `${describeRentMonth(month)} was due on ${due}. Please pay it from My Bookings.`,
        link: '/tenant/bookings',
      },
    ],
    now,
  );
}

/** A later month of a monthly stay is paid: the landlord is told. */
export async function notifyRentPaid(tx: DbOrTx, now: Date, month: RentMonthFacts): Promise<Notified> {
  return notify(
    tx,
    {
      userId: month.landlordId,
      type: 'rent_paid',
      title: `${month.tenantFirstName} paid the rent for ${month.title}`,
      body: `${describeRentMonth(month)} is paid.`,
      link: '/landlord/rent',
    },
    now,
  );
}
