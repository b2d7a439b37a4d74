import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { bookAndPay } from '../../test/checkout.js';
import { buildLandlord, buildProperty, buildTenant, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { deliverAccountEmail } from '../account-emails/account-emails.service.js';
import { deliverNotificationEmail } from './email-delivery.service.js';
import type { Mailer, OutgoingEmail } from './mailer.js';
import { instant, message } from './notification-messages.js';
import { notify } from './notifications.service.js';

/** Keeps what would have been sent, so a test reads the email itself. */
class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  async send(email: OutgoingEmail): Promise<void> {
    this.sent.push(email);
  }
  close(): void {}
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const senderDeps = (mailer: Mailer) => ({ db: t.db, clock: t.clock, mailer, publicUrl: 'https://rentease.test' });

describe('emails in the reader’s language', () => {
  it('writes the verification email of someone who registered in Hindi in Hindi', async () => {
    const email = uniqueEmail('meera');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { firstName: 'Meera', lastName: 'Nair', email, password: 'pass', phone: '98765432', role: 'tenant' },
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const mailer = new RecordingMailer();
    expect(await deliverAccountEmail(senderDeps(mailer), { kind: 'verify_email', userId: user?.id ?? '' })).toBe('sent');
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('RentEase के लिए अपना ईमेल पता सत्यापित करें');
    expect(mail?.text).toContain('नमस्ते Meera,');
    expect(mail?.text).toContain('नीचे दिया गया लिंक एक बार, 24 घंटे तक काम करता है।');
    expect(mail?.text).toContain('मेरा ईमेल पता सत्यापित करें: https://rentease.test/verify-email?token=');
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.text).not.toMatch(/Verify|Hello|link below/);
  });

  it('tells a confirmed booking in Hindi to a tenant who reads Hindi, and in English to a landlord who reads English', async () => {
    const tenant = await buildTenant(t.db, { language: 'hi' });
    const landlord = await buildLandlord(t.db);
    const listing = await buildProperty(t.db, landlord, { title: 'Sea View Flat', rupees: 20_000 });
    await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 3 });
    const emailFor = async (userId: string) => {
      const [row] = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'booking_confirmed')));
      const mailer = new RecordingMailer();
      // The app's own worker may have sent it already; then its notification is settled and sent again here.
      await t.db
        .update(notifications)
        .set({ emailedAt: null })
        .where(eq(notifications.id, row?.id ?? ''));
      await deliverNotificationEmail(senderDeps(mailer), row?.id ?? '');
      return mailer.sent[0];
    };

    const hindi = await emailFor(tenant.id);
    expect(hindi?.subject).toBe('Sea View Flat की आपकी बुकिंग पक्की हो गई है');
    expect(hindi?.text).toMatch(
      /बुकिंग RE-\d{4}-\d+। गृह-प्रवेश \d\d\/\d\d\/\d{4}, आख़िरी रात \d\d\/\d\d\/\d{4} \(3 महीने\), ₹60,000 का भुगतान हो गया।/,
    );
    expect(hindi?.text).toContain('RentEase खोलें: https://rentease.test/tenant/bookings');
    expect(hindi?.text).toContain('आपको यह ईमेल आपकी सूचना सेटिंग्स के कारण मिल रहा है।');
    expect(hindi?.html).toContain('<a href="https://rentease.test/tenant/profile#notifications">अपनी सूचना सेटिंग्स बदलें</a>।');

    const english = await emailFor(landlord.id);
    expect(english?.subject).toBe('Test booked Sea View Flat');
    expect(english?.text).toMatch(
      /^Hello Test,\n\nTest booked Sea View Flat\nBooking RE-\d{4}-\d+\. Move-in .* \(3 months\), ₹60,000 paid\./,
    );
    expect(english?.text).toContain(
      'You get this email because of your notification settings. Change them here: https://rentease.test/landlord/profile#notifications',
    );
    expect(english?.html).toContain(
      'You get this email because of your notification settings. <a href="https://rentease.test/landlord/profile#notifications">Change your notification settings</a>.',
    );
  });

  it('tells a notification written as a message in the reader’s language, its time written the Hindi way', async () => {
    const landlord = await buildLandlord(t.db, { language: 'hi' });
    const told = await notify(
      t.db,
      {
        userId: landlord.id,
        type: 'visit_booked',
        title: message('{{name}} will visit {{title}}', { name: 'Meera', title: 'Sea View Flat' }),
        body: message('Visit on {{when}}.', { when: instant(new Date('2026-09-05T04:00:00Z')) }),
        link: '/landlord/visits',
      },
      t.clock.now(),
    );
    const mailer = new RecordingMailer();
    expect(await deliverNotificationEmail(senderDeps(mailer), told.id)).toBe('sent');
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Meera Sea View Flat देखने आएँगे');
    expect(mail?.text).toContain('विज़िट: 5 सित॰ 2026, 9:30 am।');
    expect(mail?.text).not.toMatch(/will visit|Visit on/);
  });
});
