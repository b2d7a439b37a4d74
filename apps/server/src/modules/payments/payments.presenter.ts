import { lastNightOf, type PaymentSummary } from '@rentease/contract';
import { paiseToRupees } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import type { InvoiceData } from './invoice-pdf.js';
import type { PaymentView } from './payments.service.js';

/** RE-000042: the payment's sequential invoice number as printed. */
export function formatInvoiceNumber(invoiceNumber: number | null): string | null {
  return invoiceNumber === null ? null : `RE-${String(invoiceNumber).padStart(6, '0')}`;
}

/** Row → the payment shape of the contract: rupees, snake_case, nested booking. */
export function toPaymentSummary(view: PaymentView): PaymentSummary {
  return {
    payment_id: view.id,
    transaction_id: view.transactionId,
    amount: paiseToRupees(view.amountPaise),
    status: view.status,
    refunded_amount: paiseToRupees(view.refundedAmountPaise),
    refunded_at: view.refundedAt?.toISOString() ?? null,
    payment_date: view.paidAt?.toISOString() ?? null,
    tenant_name: fullName(view.tenantFirstName, view.tenantLastName),
    tenant_phone: view.tenantPhone,
    move_in_date: view.moveInDate,
    duration: view.durationMonths,
    booking: {
      booking_id: view.bookingId,
      reference: view.bookingReference,
      property_id: view.propertyId,
      move_in_date: view.moveInDate,
      duration: view.durationMonths,
      last_night: lastNightOf(view.endDate),
    },
    invoice_number: formatInvoiceNumber(view.invoiceNumber),
    property_title: view.title,
    location: view.location,
    landlord_name: fullName(view.landlordFirstName, view.landlordLastName),
    currency: view.currency,
    rent_amount: paiseToRupees(view.rentPaise),
    deposit_amount: paiseToRupees(view.depositPaise),
    rent_period: view.rentPeriod,
  };
}

/** Row → what the invoice PDF prints. */
export function toInvoiceData(view: PaymentView, generatedAt: Date): InvoiceData {
  return {
    invoiceNumber: formatInvoiceNumber(view.invoiceNumber),
    paymentId: view.id,
    transactionId: view.transactionId,
    status: view.status,
    amountPaise: view.amountPaise,
    breakdown: {
      rentPaise: view.rentPaise,
      depositPaise: view.depositPaise,
      rentPeriod: view.rentPeriod && view.rentPeriodEnd ? { from: view.rentPeriod, to: lastNightOf(view.rentPeriodEnd) } : null,
    },
    refundedAmountPaise: view.refundedAmountPaise,
    refundedAt: view.refundedAt,
    paidAt: view.paidAt,
    booking: {
      id: view.bookingId,
      reference: view.bookingReference,
      propertyId: view.propertyId,
      moveInDate: view.moveInDate,
      durationMonths: view.durationMonths,
      lastNight: lastNightOf(view.endDate),
    },
    property: { title: view.title, address: view.location },
    tenant: { name: fullName(view.tenantFirstName, view.tenantLastName), email: view.tenantEmail, phone: view.tenantPhone },
    landlord: { name: fullName(view.landlordFirstName, view.landlordLastName), email: view.landlordEmail },
    generatedAt,
  };
}
