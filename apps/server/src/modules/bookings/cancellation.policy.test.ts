import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { assertCanCancelBooking, cancellationBlocker, type RefundInput, refundForCancellation } from './cancellation.policy.js';

const PAID_AT = new Date('2026-03-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;

const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
  canceller: 'tenant',
  amountPaise: 6_000_000,
  durationMonths: 3,
  paidAt: PAID_AT,
  moveInDate: '2026-03-10',
  now: new Date(PAID_AT.getTime() + HOUR),
  today: '2026-03-01',
  ...overrides,
});

describe('refundForCancellation', () => {
  it('refunds a tenant everything within 48 hours of paying, the 48th hour included', () => {
    expect(refundForCancellation(input({ now: new Date(PAID_AT.getTime() + 48 * HOUR) }))).toEqual({
      refundPaise: 6_000_000,
      keptPaise: 0,
      rule: 'full_within_48_hours',
    });
  });

  it('keeps the first month one millisecond after 48 hours', () => {
    expect(refundForCancellation(input({ now: new Date(PAID_AT.getTime() + 48 * HOUR + 1) }))).toEqual({
      refundPaise: 4_000_000,
      keptPaise: 2_000_000,
      rule: 'first_month_kept',
    });
  });

  it('keeps the first month when a tenant cancels on the move-in day, however soon after paying', () => {
    expect(refundForCancellation(input({ today: '2026-03-10' })).rule).toBe('first_month_kept');
  });

  it('is paise-exact on odd amounts, rounding the kept month down in the tenant’s favour', () => {
    const late = { now: new Date(PAID_AT.getTime() + 72 * HOUR) };
    expect(refundForCancellation(input({ ...late, amountPaise: 3_703_701, durationMonths: 3 }))).toMatchObject({
      refundPaise: 2_469_134,
      keptPaise: 1_234_567,
    });
    expect(refundForCancellation(input({ ...late, amountPaise: 1_000_001, durationMonths: 2 }))).toMatchObject({
      refundPaise: 500_001,
      keptPaise: 500_000,
    });
  });

  it('refunds nothing for a one-month stay cancelled late', () => {
    const late = input({ durationMonths: 1, amountPaise: 2_000_000, now: new Date(PAID_AT.getTime() + 72 * HOUR) });
    expect(refundForCancellation(late)).toEqual({ refundPaise: 0, keptPaise: 2_000_000, rule: 'first_month_kept' });
  });

  it('refunds in full when the landlord or the admin cancels, whenever they do', () => {
    const late = { now: new Date(PAID_AT.getTime() + 500 * HOUR), today: '2026-03-10' };
    expect(refundForCancellation(input({ ...late, canceller: 'landlord' }))).toEqual({
      refundPaise: 6_000_000,
      keptPaise: 0,
      rule: 'full_by_landlord',
    });
    expect(refundForCancellation(input({ ...late, canceller: 'admin' })).rule).toBe('full_by_admin');
  });

  it('has nothing to refund when no payment was taken', () => {
    expect(refundForCancellation(input({ paidAt: null, canceller: 'landlord' }))).toMatchObject({ refundPaise: 0, keptPaise: 0 });
  });
});

describe('assertCanCancelBooking', () => {
  const booking = { tenantId: 'tenant-1', landlordId: 'landlord-1' };

  it('names the side of the tenant, the landlord and the admin', () => {
    expect(assertCanCancelBooking({ id: 'tenant-1', role: 'tenant' }, booking)).toBe('tenant');
    expect(assertCanCancelBooking({ id: 'landlord-1', role: 'landlord' }, booking)).toBe('landlord');
    expect(assertCanCancelBooking({ id: 'admin-1', role: 'admin' }, booking)).toBe('admin');
  });

  it('refuses anyone else', () => {
    expect(() => assertCanCancelBooking({ id: 'tenant-2', role: 'tenant' }, booking)).toThrow(AppError);
    expect(() => assertCanCancelBooking({ id: 'landlord-2', role: 'landlord' }, booking)).toThrow(AppError);
    // An id that matches but under the other role is not the booking's side.
    expect(() => assertCanCancelBooking({ id: 'tenant-1', role: 'landlord' }, booking)).toThrow(AppError);
  });
});

describe('cancellationBlocker', () => {
  it('allows a confirmed stay up to and including its move-in day', () => {
    expect(cancellationBlocker({ status: 'confirmed', moveInDate: '2026-03-10' }, '2026-03-10')).toBeUndefined();
    expect(cancellationBlocker({ status: 'confirmed', moveInDate: '2026-03-10' }, '2026-03-11')).toMatch(/already begun/);
  });

  it('refuses a cancelled booking and an unpaid checkout', () => {
    expect(cancellationBlocker({ status: 'cancelled', moveInDate: '2026-03-10' }, '2026-03-01')).toMatch(/already cancelled/);
    expect(cancellationBlocker({ status: 'pending_payment', moveInDate: '2026-03-10' }, '2026-03-01')).toMatch(/confirmed/);
  });
});
