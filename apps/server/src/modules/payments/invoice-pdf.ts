import { DEFAULT_LANGUAGE, type Language } from '@rentease/i18n';
import type { TFunction } from 'i18next';
import { translator } from '../../lib/i18n.js';
import { formatInr } from '../../lib/money.js';
import {
  drawPdfFooter,
  drawPdfHeader,
  drawPdfHeading,
  drawPdfRows,
  formatPdfDate,
  formatPdfDateTime,
  formatPdfDay,
  PDF_COLORS,
  PDF_FONT,
  PDF_MARGIN,
  renderPdf,
} from '../../lib/pdf-document.js';

export type InvoiceData = {
  /** Sequential, assigned when the payment is taken (RE-000042); null before that. */
  invoiceNumber: string | null;
  /** The invoice id shown on the invoice. */
  paymentId: string;
  transactionId: string | null;
  /** Payment status as stored: 'paid' | 'refund_pending' | 'refunded' | … */
  status: string;
  /** Integer paise. */
  amountPaise: number;
  /**
   * What the amount pays for, when it is more than a stay's rent: its rent and the security
   * deposit (a first payment with a deposit), or one month of a monthly stay (`rentPeriod`: its
   * first and last day). Printed as lines of their own; left out, the amount is all rent.
   */
  breakdown?: { rentPaise: number; depositPaise: number; rentPeriod: { from: string; to: string } | null };
  /** Paise returned (or owed back while refund_pending) to the card; 0 when nothing was refunded. */
  refundedAmountPaise: number;
  refundedAt: Date | null;
  paidAt: Date | null;
  booking: {
    id: string | null;
    /** The short reference people quote, e.g. RE-2026-00042. */
    reference: string | null;
    propertyId: string | null;
    /** yyyy-mm-dd */
    moveInDate: string | null;
    durationMonths: number | null;
    /** yyyy-mm-dd: the stay's last night (the contract's lastNightOf), as every other screen shows it. */
    lastNight: string | null;
  };
  property: { title: string; address: string };
  tenant: { name: string; email: string; phone: string | null };
  landlord: { name: string; email: string };
  generatedAt: Date;
  /** The reader's language (English when left out). */
  language?: Language;
};

const NOT_AVAILABLE = 'N/A';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

// Shown in India's time zone whatever the server's (lib/pdf-document.ts): a payment at 20:00 UTC is
// the next morning in Mumbai, and that is the date the tenant saw on their bank statement.
/** Money is paise everywhere in the server; rupees only here, for display. */
function formatAmount(paise: number, language: Language): string {
  return formatInr(paise, language);
}

function formatDate(t: TFunction, language: Language, at: Date | null): string {
  return at ? formatPdfDay(at, language) : t(NOT_AVAILABLE);
}

function formatDateTime(t: TFunction, language: Language, at: Date | null): string {
  return at ? formatPdfDateTime(at, language) : t(NOT_AVAILABLE);
}

function formatCalendarDate(t: TFunction, language: Language, date: string | null): string {
  return date ? formatPdfDate(date, language) : t(NOT_AVAILABLE);
}

function formatDuration(t: TFunction, months: number | null): string {
  if (months == null) return t(NOT_AVAILABLE);
  return t('{{count}} months', { count: months });
}

function formatStatus(t: TFunction, status: string): string {
  const label = STATUS_LABELS[status];
  if (label) return t(label);
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t(NOT_AVAILABLE);
}

/** Rent and deposit as lines of their own (earnings count the rent; the deposit goes back at move-out). */
function breakdownRows(t: TFunction, data: InvoiceData): [string, string][] {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const parts = data.breakdown;
  if (!parts || (parts.depositPaise === 0 && !parts.rentPeriod)) return [];
  const period = parts.rentPeriod;
  return [
    ...(period
      ? ([
          [t('Rent Period'), `${formatCalendarDate(t, language, period.from)} – ${formatCalendarDate(t, language, period.to)}`],
        ] as [string, string][])
      : []),
    [t('Rent'), formatAmount(parts.rentPaise, language)],
    ...(parts.depositPaise > 0
      ? ([[t('Security Deposit'), formatAmount(parts.depositPaise, language)]] as [string, string][])
      : []),
  ];
}

function refundRows(t: TFunction, data: InvoiceData): [string, string][] {
  if (data.refundedAmountPaise <= 0) return [];
  const language = data.language ?? DEFAULT_LANGUAGE;
  const when = data.refundedAt ? formatDateTime(t, language, data.refundedAt) : t('pending');
  return [
    [t('Refunded'), `${formatAmount(data.refundedAmountPaise, language)} (${when})`],
    [t('Amount Kept'), formatAmount(data.amountPaise - data.refundedAmountPaise, language)],
  ];
}

function orNotAvailable(t: TFunction, value: string | null | undefined): string {
  return value?.trim() ? value : t(NOT_AVAILABLE);
}

/** Renders the invoice (one A4 page); resolves with the whole PDF. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = translator(language, 'pdf');
  return renderPdf(
    {
      title: t('RentEase Payment Invoice {{number}}', { number: data.invoiceNumber ?? data.paymentId }),
      subject: t('Payment invoice'),
      createdAt: data.generatedAt,
      language: data.language,
    },
    (doc) => drawInvoice(doc, data, t),
  );
}

function drawInvoice(doc: PDFKit.PDFDocument, data: InvoiceData, t: TFunction): void {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;

  let y = drawPdfHeader(
    doc,
    t('RentEase — Payment Invoice'),
    t('Invoice No.'),
    orNotAvailable(t, data.invoiceNumber),
    t('Rental payment receipt'),
  );
  // The payment's day under the invoice number, as on a paper invoice.
  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(t('Date: {{date}}', { date: formatDate(t, language, data.paidAt) }), left, PDF_MARGIN + 32, { width, align: 'right' });

  // Parties: tenant (billed to) and landlord side by side.
  const columnWidth = (width - 24) / 2;
  const partyBottom = Math.max(
    drawParty(doc, t, t('BILLED TO'), [data.tenant.name, data.tenant.email, data.tenant.phone], left, y, columnWidth),
    drawParty(doc, t, t('LANDLORD'), [data.landlord.name, data.landlord.email], left + columnWidth + 24, y, columnWidth),
  );
  y = partyBottom + 16;

  // Property.
  y = drawSmallCaps(doc, t('PROPERTY'), left, y);
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(PDF_COLORS.ink).text(orNotAvailable(t, data.property.title), left, y, { width });
  y = doc.y + 2;
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor(PDF_COLORS.muted)
    .text(orNotAvailable(t, data.property.address), left, y, { width });
  y = doc.y + 22;

  y = drawPdfHeading(doc, t('Payment Details'), y);
  y = drawPdfRows(
    doc,
    [
      [t('Invoice ID'), data.paymentId],
      [t('Transaction ID'), orNotAvailable(t, data.transactionId)],
      [t('Status'), formatStatus(t, data.status)],
      [t('Payment Date'), formatDateTime(t, language, data.paidAt)],
      ...breakdownRows(t, data),
      // A refunded or partly refunded payment states the refund, so the invoice matches the bank statement.
      ...refundRows(t, data),
    ],
    y,
  );
  y = drawPdfHeading(doc, t('Booking Details'), y + 10);
  y = drawPdfRows(
    doc,
    [
      [t('Booking Reference'), orNotAvailable(t, data.booking.reference)],
      [t('Booking ID'), orNotAvailable(t, data.booking.id)],
      [t('Property ID'), orNotAvailable(t, data.booking.propertyId)],
      [t('Move-in Date'), formatCalendarDate(t, language, data.booking.moveInDate)],
      [t('Duration'), formatDuration(t, data.booking.durationMonths)],
      [t('Last Night'), formatCalendarDate(t, language, data.booking.lastNight)],
    ],
    y,
  );
  y += 14;

  // The amount, boxed, as an invoice's total.
  const boxHeight = 52;
  doc.roundedRect(left, y, width, boxHeight, 6).lineWidth(1).fillAndStroke(PDF_COLORS.boxFill, PDF_COLORS.accent);
  doc
    .font(PDF_FONT.bold)
    .fontSize(12)
    .fillColor(PDF_COLORS.ink)
    .text(t('Amount Paid'), left + 18, y + 19, { lineBreak: false });
  doc
    .font(PDF_FONT.bold)
    .fontSize(18)
    .fillColor(PDF_COLORS.accent)
    .text(formatAmount(data.amountPaise, language), left + 18, y + 15, { width: width - 36, align: 'right' });

  drawPdfFooter(
    doc,
    t('Generated by RentEase on {{date}}', { date: formatDateTime(t, language, data.generatedAt) }),
    t('Computer-generated invoice; no signature required.'),
  );
}

function drawSmallCaps(doc: PDFKit.PDFDocument, label: string, x: number, y: number): number {
  doc.font(PDF_FONT.bold).fontSize(8).fillColor(PDF_COLORS.muted).text(label, x, y, { lineBreak: false });
  return y + 14;
}

/** A party block (label, name in bold, then contact lines); returns the y below it. */
function drawParty(
  doc: PDFKit.PDFDocument,
  t: TFunction,
  label: string,
  [name, ...lines]: (string | null)[],
  x: number,
  y: number,
  width: number,
): number {
  let at = drawSmallCaps(doc, label, x, y);
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(PDF_COLORS.ink).text(orNotAvailable(t, name), x, at, { width });
  at = doc.y + 2;
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLORS.muted);
  for (const line of lines) {
    doc.text(orNotAvailable(t, line), x, at, { width });
    at = doc.y + 1;
  }
  return at;
}
