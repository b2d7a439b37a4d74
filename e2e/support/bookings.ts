import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, type LoginSession, logIn, registerAccount } from './accounts';
import { pngImage, publishListings } from './listings';

/** The demo card network's card that always succeeds. */
export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'x' };

export type Listing = { id: string; title: string; price: number };
export type PaidStay = { sessionId: string; moveInDate: string; months: number; amount: number; listing: Listing };

const bearer = (session: Pick<LoginSession, 'token'>) => ({ authorization: `Bearer ${session.token}` });

/** Registers an account and logs it in through the API. */
export async function newSession(request: APIRequestContext, role: Account['role']) {
  const account = await registerAccount(request, role);
  return { account, session: await logIn(request, account.email, account.password, role) };
}

/** Publishes one listing as `landlord` with a title of the test's choosing. */
export async function publishListingAs(
  request: APIRequestContext,
  landlord: LoginSession,
  listing: { title: string; city: string; price: number },
): Promise<Listing> {
  const upload = await request.post('/api/uploads', {
    headers: bearer(landlord),
    multipart: { images0: { name: 'p.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [url] = (await upload.json()).urls as string[];
  const res = await request.post('/api/property/add', {
    headers: bearer(landlord),
    data: {
      userId: landlord.id,
      title: listing.title,
      description: 'A listing made by a test.',
      city: listing.city,
      address: '1 Test Road',
      price: listing.price,
      bedrooms: 2,
      bathrooms: 1,
      area: 800,
      propertyType: 'apartment',
      images: [url],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = await res.json();
  return { id: created.id, title: listing.title, price: listing.price };
}

/** Publishes one listing of a new landlord in a city of its own (publishListings) and returns it. */
export async function publishOneListing(request: APIRequestContext): Promise<Listing> {
  const city = await publishListings(request, 1);
  const res = await request.get(`/api/property?city=${encodeURIComponent(city)}`);
  expect(res.status()).toBe(200);
  const [property] = await res.json();
  return { id: property.id, title: property.title, price: property.price };
}

/**
 * Books `listing` for the first day it can be moved into and pays by card through the demo
 * checkout, as the booking dialog and the checkout page would; returns when the booking is
 * confirmed.
 */
export async function bookAndPay(
  request: APIRequestContext,
  tenant: LoginSession,
  listing: Listing,
  months = 1,
): Promise<PaidStay> {
  const availability = await request.get(`/api/bookings/availability/${listing.id}`);
  expect(availability.status()).toBe(200);
  const moveInDate: string = (await availability.json()).moveInWindow.from;
  const amount = listing.price * months;
  const checkout = await request.post('/api/payment/create-checkout-session', {
    headers: bearer(tenant),
    data: { tenantId: tenant.id, propertyId: listing.id, amount, moveInDate, duration: months },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = await checkout.json();
  const pay = await request.post(`/api/payment/demo/${sessionId}/pay`, { data: TEST_CARD });
  expect(pay.status(), await pay.text()).toBe(200);
  // The payment-success page's check: confirms the booking if the payment's own hook has not yet.
  const status = await request.get(`/api/payment/status/${sessionId}`, { headers: bearer(tenant) });
  expect(await status.json()).toMatchObject({ success: true, code: 'PAYMENT_SUCCESS' });
  return { sessionId, moveInDate, months, amount, listing };
}

/** A tenant's payments as the API lists them (newest first). */
export async function tenantPayments(request: APIRequestContext, tenant: LoginSession) {
  const res = await request.get(`/api/payment/tenant/${tenant.id}`, { headers: bearer(tenant) });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    payment_id: string;
    transaction_id: string | null;
    invoice_number: string | null;
    amount: number;
    booking: { booking_id: string; reference: string; last_night: string };
  }[];
}

/** Today and this month in India, as the app counts them (yyyy-mm-dd, YYYY-MM). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** dd/mm/yyyy, as the app shows a yyyy-mm-dd date. */
export function enIN(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** yyyy-mm-dd plus `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ₹1,70,000 — the app's rupees. */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}
