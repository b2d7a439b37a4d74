import { lastNightOf, lastNightOfStay, type Role } from '@rentease/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type BookingRow, bookingRequests, bookings, notifications, properties, reviews, users } from '../../db/schema/index.js';
import { chatGroupKey, reviewGroupKey, savedSearchGroupKey, visitGroupKey } from './group-keys.js';
import { calendarDate, instant, message, money, type NotificationMessage } from './notification-messages.js';
import { type Notified, notify, notifyAll } from './notifications.service.js';

/**
 * One function per event a person is told of, each called inside the event's own transaction (`tx`), so
 * the notification commits with the event. Each returns what it wrote; after commit, hand that to
 * `NotificationDispatcher.dispatch` (the live bell and the email). Texts are plain and short:
 * the title is also the email's subject. Each text is one whole message of the notifications
 * catalogue (a variant of its own where the wording differs), told in the reader's language when
 * shown; the values fill it, dates and money raw.
 */

const area = (role: Role) => (role === 'admin' ? '/admin/dashboard' : `/${role}`);

/** A booking with what its notifications name: the listing's title and the tenant's name. */
export type BookingParties = { booking: BookingRow; title: string; tenantFirstName: string };

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
export function confirmedStayMessage(booking: StayFacts): NotificationMessage {
  return message('Booking {{reference}}. Move-in {{moveIn}}, last night {{lastNight}} ({{count}} months), {{amount}} paid.', {
    reference: booking.reference,
    moveIn: calendarDate(booking.moveInDate),
    lastNight: calendarDate(lastNightOfStay(booking.moveInDate, booking.durationMonths)),
    count: booking.durationMonths,
    amount: money(booking.amountPaise),
  });
}

/**
 * A payment confirmed a stay: the tenant and the landlord both hear of it. The caller may pass the
 * booking's parties when it has just read them (the confirmation does, under its lock).
 */
export async function notifyBookingConfirmed(tx: DbOrTx, now: Date, confirmed: string | BookingParties): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = typeof confirmed === 'string' ? await bookingParties(tx, confirmed) : confirmed;
  const stay = confirmedStayMessage(booking);
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'booking_confirmed',
        title: message('Your booking of {{title}} is confirmed', { title }),
        body: stay,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'booking_confirmed',
        title: message('{{name}} booked {{title}}', { name: tenantFirstName, title }),
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
  const stay = { reference: booking.reference, moveIn: calendarDate(booking.moveInDate) };
  const refunded = input.refundPaise > 0;
  const withRefund = { ...stay, amount: money(input.refundPaise) };
  const noRefund = message('Booking {{reference}}. Move-in was {{moveIn}}. No refund is due.', stay);
  const tenantBody = byTenant
    ? refunded
      ? message('Booking {{reference}}. Move-in was {{moveIn}}. {{amount}} is being refunded to your card.', withRefund)
      : noRefund
    : byLandlord
      ? refunded
        ? message(
            'The landlord cancelled it. Booking {{reference}}. Move-in was {{moveIn}}. {{amount}} is being refunded to your card.',
            withRefund,
          )
        : message('The landlord cancelled it. Booking {{reference}}. Move-in was {{moveIn}}. No refund is due.', stay)
      : refunded
        ? message(
            'RentEase cancelled it. Booking {{reference}}. Move-in was {{moveIn}}. {{amount}} is being refunded to your card.',
            withRefund,
          )
        : message('RentEase cancelled it. Booking {{reference}}. Move-in was {{moveIn}}. No refund is due.', stay);
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'booking_cancelled',
        title: byTenant
          ? message('You cancelled your booking of {{title}}', { title })
          : message('Your booking of {{title}} was cancelled', { title }),
        body: tenantBody,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'booking_cancelled',
        title: byLandlord
          ? message("You cancelled {{name}}'s booking of {{title}}", { name: tenantFirstName, title })
          : byTenant
            ? message('{{name}} cancelled the booking of {{title}}', { name: tenantFirstName, title })
            : message('RentEase cancelled the booking of {{title}}', { title }),
        body: refunded
          ? message(
              "Booking {{reference}}. Move-in was {{moveIn}}. {{amount}} is being refunded to the tenant's card.",
              withRefund,
            )
          : noRefund,
        link: '/landlord/bookings',
      },
    ],
    now,
  );
}

/**
 * A chat message for its receiver: one unread notification per conversation that counts up
 * ("3 new messages from Priya") until read. `chat.unread` is the receiver's unread count in the
 * conversation, this message included.
 */
export async function notifyChatMessage(
  tx: DbOrTx,
  now: Date,
  chat: { tenantId: string; landlordId: string; propertyId: string; senderId: string; unread: number },
): Promise<Notified> {
  const receiverId = chat.senderId === chat.tenantId ? chat.landlordId : chat.tenantId;
  const receiverRole: Role = receiverId === chat.tenantId ? 'tenant' : 'landlord';
  const [sender] = await tx
    .select({ firstName: users.firstName, title: properties.title })
    .from(users)
    .innerJoin(properties, eq(properties.id, chat.propertyId))
    .where(eq(users.id, chat.senderId));
  const name = sender?.firstName ?? 'Someone';
  const unreadCount = Math.max(chat.unread, 1);
  return notify(
    tx,
    {
      userId: receiverId,
      type: 'chat_message',
      title:
        unreadCount === 1
          ? message('New message from {{name}}', { name })
          : message('{{count}} new messages from {{name}}', { count: unreadCount, name }),
      // The listing, not the text: the bell is seen over a shoulder; the messages are one click away.
      body: sender ? message('About {{title}}', { title: sender.title }) : undefined,
      link: `${area(receiverRole)}/messages`,
      groupKey: chatGroupKey(chat),
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
      title: message('{{name}} reviewed you: {{rating}} out of 5', { name: review.authorFirstName, rating: review.rating }),
      body: message('About {{title}}.', { title: review.title }),
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
      title: message('{{name}} replied to your review', { name: review.subjectFirstName }),
      body: message('About {{title}}.', { title: review.title }),
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
          title: message('{{title}} is hidden by RentEase', { title: listing.title }),
          body: input.reason
            ? message('Reason: {{reason}}', { reason: input.reason })
            : message('Tenants cannot find it until it is shown again.'),
          link: '/landlord/properties',
        }
      : {
          userId: listing.ownerId,
          type: 'listing_shown',
          title: message('{{title}} is shown again', { title: listing.title }),
          body: message('Tenants can find and book it again.'),
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
      title: message('New home for your saved search: {{title}}', { title: listing.title }),
      // Matches of one saved search fold into one unread row, and its email is a daily digest.
      groupKey: savedSearchGroupKey(input.savedSearchId),
      body: message('{{city}} · {{rent}} a month', { city: listing.city, rent: money(listing.pricePaise) }),
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
          title: message('Your RentEase account is blocked'),
          body: message('You cannot sign in for now. If you think this is a mistake, write to us through the Contact page.'),
          link: '/contact',
        }
      : {
          userId: input.userId,
          type: 'account_unblocked',
          title: message('Your RentEase account is unblocked'),
          body: message('Welcome back: you can sign in again.'),
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
  const stay = {
    moveIn: calendarDate(request.moveInDate),
    count: request.durationMonths,
    amount: money(request.amountPaise),
  };
  const name = tenantFirstName;
  const toLandlord = (title_: NotificationMessage, body: NotificationMessage) => ({
    userId: request.landlordId,
    type: 'booking_request_received' as const,
    title: title_,
    body,
    link: '/landlord/requests',
  });
  const toTenant = (title_: NotificationMessage, body: NotificationMessage) => ({
    userId: request.tenantId,
    type: 'booking_request_answered' as const,
    title: title_,
    body,
    link: '/tenant/bookings',
  });
  switch (input.change) {
    case 'sent':
      return notifyAll(
        tx,
        [
          toLandlord(
            message('{{name}} asks to book {{title}}', { name, title }),
            message('Move-in {{moveIn}}, {{count}} months, {{amount}}. Answer within 48 hours.', stay),
          ),
        ],
        now,
      );
    case 'withdrawn':
      return notifyAll(
        tx,
        [
          toLandlord(
            message('{{name}} withdrew the request for {{title}}', { name, title }),
            message('Move-in {{moveIn}}, {{count}} months, {{amount}}.', stay),
          ),
        ],
        now,
      );
    case 'approved':
      return notifyAll(
        tx,
        [
          toTenant(
            message('Your request for {{title}} is approved', { title }),
            message('Move-in {{moveIn}}, {{count}} months, {{amount}}. Pay within 24 hours to confirm the booking.', stay),
          ),
        ],
        now,
      );
    case 'declined':
      return notifyAll(
        tx,
        [
          toTenant(
            message('Your request for {{title}} was declined', { title }),
            request.declineReason
              ? message('Move-in {{moveIn}}, {{count}} months, {{amount}}. The owner said: {{reason}}', {
                  ...stay,
                  reason: request.declineReason,
                })
              : message('Move-in {{moveIn}}, {{count}} months, {{amount}}.', stay),
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
                message('Your approval for {{title}} has lapsed', { title }),
                message(
                  'Move-in {{moveIn}}, {{count}} months, {{amount}}. It was not paid within 24 hours; the dates are free again.',
                  stay,
                ),
              ),
              toLandlord(
                message('{{name}} did not pay for {{title}}', { name, title }),
                message('Move-in {{moveIn}}, {{count}} months, {{amount}}. The approval lapsed; the dates are free again.', stay),
              ),
            ]
          : [
              toTenant(
                message('Your request for {{title}} expired', { title }),
                message('Move-in {{moveIn}}, {{count}} months, {{amount}}. The owner did not answer within 48 hours.', stay),
              ),
              toLandlord(
                message('The request from {{name}} for {{title}} expired', { name, title }),
                message('Move-in {{moveIn}}, {{count}} months, {{amount}}. It was not answered within 48 hours.', stay),
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

const visitWhen = (visit: VisitFacts) => instant(visit.startsAt);

/** A tenant booked a visit: the landlord hears of it (the email carries the calendar file). */
export async function notifyVisitBooked(tx: DbOrTx, now: Date, visit: VisitFacts): Promise<Notified[]> {
  const one = await notify(
    tx,
    {
      userId: visit.landlordId,
      type: 'visit_booked',
      title: message('{{name}} will visit {{title}}', { name: visit.tenantFirstName, title: visit.title }),
      body: message('Visit on {{when}}.', { when: visitWhen(visit) }),
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
  const when = visitWhen(visit);
  const { title } = visit;
  const reason = input.reason;
  const told: Notified[] = [];
  if (input.cancelledById !== visit.landlordId) {
    const byTenant = input.cancelledById === visit.tenantId;
    told.push(
      await notify(
        tx,
        {
          userId: visit.landlordId,
          type: 'visit_cancelled',
          title: byTenant
            ? message('{{name}} cancelled the visit to {{title}}', { name: visit.tenantFirstName, title })
            : message('RentEase cancelled the visit to {{title}}', { title }),
          body: reason
            ? message('The visit on {{when}} is off; the time is free again. Reason: {{reason}}', { when, reason })
            : message('The visit on {{when}} is off; the time is free again.', { when }),
          link: '/landlord/visits',
          groupKey: visitGroupKey('cancelled', visit.id),
        },
        now,
      ),
    );
  }
  if (input.cancelledById !== visit.tenantId) {
    const byLandlord = input.cancelledById === visit.landlordId;
    told.push(
      await notify(
        tx,
        {
          userId: visit.tenantId,
          type: 'visit_cancelled',
          title: byLandlord
            ? message('{{name}} cancelled your visit to {{title}}', { name: visit.landlordFirstName, title })
            : message('RentEase cancelled your visit to {{title}}', { title }),
          body: reason
            ? message('The visit on {{when}} is off. Reason: {{reason}}', { when, reason })
            : message('The visit on {{when}} is off.', { when }),
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
        title: message('Your visit to {{title}} is soon', { title: visit.title }),
        body: message('{{name}} expects you on {{when}}.', { name: visit.landlordFirstName, when }),
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
        title: message('{{name}} visits {{title}} soon', { name: visit.tenantFirstName, title: visit.title }),
        body: message('The visit is on {{when}}.', { when }),
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
  const reference = booking.reference;
  return [
    await notify(
      tx,
      {
        userId: toLandlord ? booking.landlordId : booking.tenantId,
        type: 'agreement_signed',
        title: toLandlord
          ? message('{{name}} signed the rental agreement for {{title}}', { name: tenantFirstName, title })
          : message('Your landlord signed the rental agreement for {{title}}', { title }),
        body: input.bothSigned
          ? message('Booking {{reference}}. Both of you have signed: the agreement is complete.', { reference })
          : message('Booking {{reference}}. Sign it too from your bookings.', { reference }),
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

/** What every rent text names of the month: "₹20,000 for 01/03/2027 – 31/03/2027 (booking RE-2027-00042)". */
function rentMonthValues(month: RentMonthFacts) {
  return {
    amount: money(month.amountPaise),
    from: calendarDate(month.periodStart),
    to: calendarDate(lastNightOf(month.periodEnd)),
    reference: month.reference,
  };
}

/** A month's rent falls due in a few days, or today: the tenant is reminded to pay it. */
export async function notifyRentReminder(
  tx: DbOrTx,
  now: Date,
  month: RentMonthFacts,
  when: 'soon' | 'today',
): Promise<Notified> {
  return notify(
    tx,
    {
      userId: month.tenantId,
      type: when === 'soon' ? 'rent_due_soon' : 'rent_due',
      title:
        when === 'soon'
          ? message('Rent for {{title}} is due on {{date}}', { title: month.title, date: calendarDate(month.dueDate) })
          : message('Rent for {{title}} is due today', { title: month.title }),
      body: message('{{amount}} for {{from}} – {{to}} (booking {{reference}}). Pay it from My Bookings.', rentMonthValues(month)),
      link: '/tenant/bookings',
    },
    now,
  );
}

/** A month is still unpaid days after its due date: the landlord is told, and the tenant too. */
export async function notifyRentLate(tx: DbOrTx, now: Date, month: RentMonthFacts): Promise<Notified[]> {
  const values = { ...rentMonthValues(month), due: calendarDate(month.dueDate) };
  return notifyAll(
    tx,
    [
      {
        userId: month.landlordId,
        type: 'rent_late',
        title: message("{{name}}'s rent for {{title}} is late", { name: month.tenantFirstName, title: month.title }),
        body: message('{{amount}} for {{from}} – {{to}} (booking {{reference}}) was due on {{due}} and is not paid yet.', values),
        link: '/landlord/rent',
      },
      {
        userId: month.tenantId,
        type: 'rent_late',
        title: message('Your rent for {{title}} is late', { title: month.title }),
        body: message(
          '{{amount}} for {{from}} – {{to}} (booking {{reference}}) was due on {{due}}. Please pay it from My Bookings.',
          values,
        ),
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
      title: message('{{name}} paid the rent for {{title}}', { name: month.tenantFirstName, title: month.title }),
      body: message('{{amount}} for {{from}} – {{to}} (booking {{reference}}) is paid.', rentMonthValues(month)),
      link: '/landlord/rent',
    },
    now,
  );
}
