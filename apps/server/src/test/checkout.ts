import type { CheckoutSessionResponse } from '@rentease/contract';
import type { PropertyRow, UserRow } from '../db/schema/index.js';
import { bearer } from './factories.js';
import type { TestContext } from './test-app.js';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Test Tenant' };
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

/** POST /api/payment/create-checkout-session for `tenant`, with the amount the listing really costs. */
export function requestCheckout(
  t: TestContext,
  tenant: Pick<UserRow, 'id' | 'role'>,
  property: Pick<PropertyRow, 'id' | 'pricePaise'>,
  stay: { moveInDate: string; months: number; amount?: number; tenantId?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout-session',
    headers: bearer(t.app, tenant),
    payload: {
      tenantId: stay.tenantId ?? tenant.id,
      propertyId: property.id,
      amount: stay.amount ?? (property.pricePaise / 100) * stay.months,
      moveInDate: stay.moveInDate,
      duration: stay.months,
    },
  });
}

/** Opens a checkout and expects it to open; returns the session. */
export async function openCheckout(
  t: TestContext,
  tenant: Pick<UserRow, 'id' | 'role'>,
  property: Pick<PropertyRow, 'id' | 'pricePaise'>,
  stay: { moveInDate: string; months: number },
): Promise<CheckoutSessionResponse> {
  const res = await requestCheckout(t, tenant, property, stay);
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Pays a demo checkout with a card (the test card by default). */
export function payCheckout(t: TestContext, sessionId: string, card: Record<string, string> = TEST_CARD) {
  return t.app.inject({ method: 'POST', url: `/api/payment/demo/${sessionId}/pay`, payload: card });
}

export function checkPaymentStatus(t: TestContext, user: Pick<UserRow, 'id' | 'role'>, sessionId: string) {
  return t.app.inject({ url: `/api/payment/status/${sessionId}`, headers: bearer(t.app, user) });
}

/** A stay booked and paid through the real checkout; returns the session id. */
export async function bookAndPay(
  t: TestContext,
  tenant: Pick<UserRow, 'id' | 'role'>,
  property: Pick<PropertyRow, 'id' | 'pricePaise'>,
  stay: { moveInDate: string; months: number },
): Promise<string> {
  const { sessionId } = await openCheckout(t, tenant, property, stay);
  const paid = await payCheckout(t, sessionId);
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}
