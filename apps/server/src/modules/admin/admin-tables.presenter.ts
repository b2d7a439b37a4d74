import {
  ADMIN_BOOKING_STATUS_LABELS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PROPERTY_STATUS_LABELS,
  type AdminBookingStatus,
  type AdminPaymentStatus,
  type AdminProperty,
  type AdminPropertyStatus,
  lastNightOf,
} from '@rentease/contract';
import type { CsvColumn } from '../../lib/csv.js';
import { todayInMarket } from '../../lib/dates.js';
import { paiseToRupees } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import type { BookingView } from '../bookings/bookings.service.js';
import type { PaymentView } from '../payments/payments.service.js';
import { formatInvoiceNumber } from '../payments/payments.service.js';
import type { AdminPropertyView } from './admin-tables.service.js';

/** Deleted wins over hidden: a deleted listing is gone, whatever it was before. */
function propertyStatus(row: { deletedAt: Date | null; hiddenAt: Date | null }): AdminPropertyStatus {
  if (row.deletedAt) return 'deleted';
  return row.hiddenAt ? 'hidden' : 'listed';
}

/** Row → a line of the admin's Properties table (rupees, snake_case). */
export function toAdminProperty(row: AdminPropertyView): AdminProperty {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    address: row.address,
    location: row.location,
    price: paiseToRupees(row.pricePaise),
    owner_id: row.ownerId,
    owner_name: fullName(row.ownerFirstName, row.ownerLastName),
    owner_email: row.ownerEmail,
    status: propertyStatus(row),
    hidden_reason: row.hiddenAt && !row.deletedAt ? row.hiddenReason : null,
    created_at: row.createdAt.toISOString(),
    bookings: row.bookingCount,
    open_reports: row.openReportCount,
  };
}

/** A moment as the calendar day it was in India, yyyy-mm-dd: what a spreadsheet sorts and filters on. */
const day = (at: Date | null) => (at ? todayInMarket(at) : null);

/** The Properties export: the table's columns and what else an admin files away (ids, address, dates). */
export const propertyCsvColumns: CsvColumn<AdminPropertyView>[] = [
  { header: 'Property ID', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Owner', value: (row) => fullName(row.ownerFirstName, row.ownerLastName) },
  { header: 'Owner email', value: (row) => row.ownerEmail },
  { header: 'City', value: (row) => row.city },
  { header: 'Address', value: (row) => row.address },
  { header: 'Monthly rent (INR)', value: (row) => paiseToRupees(row.pricePaise) },
  { header: 'Status', value: (row) => ADMIN_PROPERTY_STATUS_LABELS[propertyStatus(row)] },
  { header: 'Hidden reason', value: (row) => (row.hiddenAt && !row.deletedAt ? row.hiddenReason : null) },
  { header: 'Bookings', value: (row) => row.bookingCount },
  { header: 'Open reports', value: (row) => row.openReportCount },
  { header: 'Listed on', value: (row) => day(row.createdAt) },
  { header: 'Deleted on', value: (row) => day(row.deletedAt) },
];

/** The Bookings export: one line per stay, both people with their emails, money in rupees. */
export const bookingCsvColumns: CsvColumn<BookingView>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Booking ID', value: (row) => row.id },
  { header: 'Status', value: (row) => ADMIN_BOOKING_STATUS_LABELS[row.status as AdminBookingStatus] ?? row.status },
  { header: 'Property', value: (row) => row.title },
  { header: 'Location', value: (row) => row.location },
  { header: 'Property ID', value: (row) => row.propertyId },
  { header: 'Tenant', value: (row) => fullName(row.tenantFirstName, row.tenantLastName) },
  { header: 'Tenant email', value: (row) => row.tenantEmail },
  { header: 'Tenant phone', value: (row) => row.tenantPhone },
  { header: 'Landlord', value: (row) => fullName(row.landlordFirstName, row.landlordLastName) },
  { header: 'Landlord email', value: (row) => row.landlordEmail },
  { header: 'Move-in date', value: (row) => row.moveInDate },
  { header: 'Duration (months)', value: (row) => row.durationMonths },
  { header: 'Last night', value: (row) => lastNightOf(row.endDate) },
  { header: 'Amount (INR)', value: (row) => paiseToRupees(row.amountPaise) },
  { header: 'Booked on', value: (row) => day(row.createdAt) },
  { header: 'Cancelled on', value: (row) => day(row.cancelledAt) },
];

/** The Transactions export: one line per payment taken, with its refund and the stay it paid for. */
export const paymentCsvColumns: CsvColumn<PaymentView>[] = [
  { header: 'Invoice number', value: (row) => formatInvoiceNumber(row.invoiceNumber) },
  { header: 'Payment ID', value: (row) => row.id },
  { header: 'Transaction ID', value: (row) => row.transactionId },
  { header: 'Booking reference', value: (row) => row.bookingReference },
  { header: 'Status', value: (row) => ADMIN_PAYMENT_STATUS_LABELS[row.status as AdminPaymentStatus] ?? row.status },
  { header: 'Amount (INR)', value: (row) => paiseToRupees(row.amountPaise) },
  { header: 'Refunded (INR)', value: (row) => paiseToRupees(row.refundedAmountPaise) },
  { header: 'Payment date', value: (row) => day(row.paidAt) },
  { header: 'Tenant', value: (row) => fullName(row.tenantFirstName, row.tenantLastName) },
  { header: 'Tenant email', value: (row) => row.tenantEmail },
  { header: 'Tenant phone', value: (row) => row.tenantPhone },
  { header: 'Landlord', value: (row) => fullName(row.landlordFirstName, row.landlordLastName) },
  { header: 'Landlord email', value: (row) => row.landlordEmail },
  { header: 'Property', value: (row) => row.title },
  { header: 'Move-in date', value: (row) => row.moveInDate },
  { header: 'Duration (months)', value: (row) => row.durationMonths },
];
