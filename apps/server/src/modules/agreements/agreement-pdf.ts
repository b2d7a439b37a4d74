import { AGREEMENT_NOTICE_MONTHS, type AgreementParty, type PaymentPlan } from '@rentease/contract';
import { formatInr } from '../../lib/money.js';
import {
  drawPdfFooter,
  drawPdfHeader,
  drawPdfHeading,
  drawPdfParagraph,
  drawPdfRows,
  formatPdfDate,
  formatPdfDateTime,
  formatPdfDay,
  PDF_COLORS,
  PDF_FONT,
  PDF_MARGIN,
  renderPdf,
} from '../../lib/pdf-document.js';

export type AgreementPerson = { name: string; email: string; phone: string | null };

/** Everything the agreement says, from the booking (the same facts always give the same document). */
export type AgreementData = {
  bookingId: string;
  reference: string;
  /** When the booking was made: the agreement's date and the PDF's creation date. */
  madeAt: Date;
  tenant: AgreementPerson;
  landlord: AgreementPerson;
  property: { title: string; address: string };
  /** yyyy-mm-dd */
  moveInDate: string;
  durationMonths: number;
  /** yyyy-mm-dd: the stay's last night, and the day after it, when the home is handed back. */
  lastNight: string;
  endDate: string;
  monthlyRentPaise: number;
  depositPaise: number;
  paymentPlan: PaymentPlan;
  houseRules: string | null;
};

export type AgreementSignature = { party: AgreementParty; fullName: string; signedAt: Date; ip: string; documentSha256: string };

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** Rent falls due on the move-in day of each month; a 29th–31st becomes the last day of a shorter month. */
export function dueDayOf(moveInDate: string): string {
  const day = Number(moveInDate.slice(8, 10));
  return day > 28 ? `${ordinal(day)} of each month (the last day of a shorter month)` : `${ordinal(day)} of each month`;
}

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The standard clauses, in plain English, of an Indian residential rental (leave and licence) agreement. */
export function standardClauses(data: AgreementData): string[] {
  const notice = months(AGREEMENT_NOTICE_MONTHS);
  const payment =
    data.paymentPlan === 'monthly'
      ? `The Tenant pays the rent monthly in advance, on or before the due day, through RentEase.`
      : `The Tenant has paid the rent for the whole term in advance, through RentEase.`;
  return [
    `Purpose. The Landlord lets the Property to the Tenant for residential use by the Tenant and their family only, for the term stated above. The Tenant may not sublet, assign or part with the Property, or use it for any commercial or unlawful purpose.`,
    `Rent. ${payment} Rent is for the use of the Property as let; a stay cut short does not reduce the rent for months already begun, except as the RentEase cancellation policy provides.`,
    `Security deposit. The deposit stated above is held by the Landlord without interest. It is returned within 14 days of the Tenant handing back the Property, less only itemised deductions for unpaid dues or for damage beyond normal wear and tear, each stated with its amount. The Tenant may dispute a deduction through RentEase.`,
    `Charges. Unless the listing said otherwise, the Tenant pays for electricity, water, gas, internet and other services they use, by their meters or bills, during the term. The Landlord pays property tax and society maintenance charges.`,
    `Maintenance. The Tenant keeps the Property clean and in good condition and is responsible for damage caused by them, their family or their guests. Minor day-to-day repairs are the Tenant's; structural repairs, and repairs to fittings worn out by age, are the Landlord's.`,
    `Alterations. The Tenant makes no structural change or permanent addition to the Property without the Landlord's written consent.`,
    `Access. The Landlord may inspect the Property at a reasonable time after giving the Tenant at least 24 hours' notice, and at any time in an emergency.`,
    `Notice. Either party may end this agreement before the end of the term by giving the other ${notice}'s notice in writing (a message through RentEase counts as writing).`,
    `Handing back. At the end of the term, or on an earlier ending by notice, the Tenant hands back vacant possession of the Property with its keys and fittings in the condition received, normal wear and tear excepted.`,
    `Rules. The Tenant observes the house rules below and the rules of the building or housing society, and does not cause a nuisance to neighbours.`,
    `Registration and stamp duty. Where the law of the state requires this agreement to be stamped or registered, the parties share the cost equally and co-operate to do so.`,
    `Law. This agreement is governed by the laws of India; the courts where the Property is located have jurisdiction.`,
    `Electronic signature. The parties sign this agreement electronically on RentEase by typing their full names. The record of each signature (name, time, network address and the SHA-256 fingerprint of this document) is printed on the signature page and is agreed to be evidence of signing.`,
  ];
}

/**
 * The rental agreement as a PDF. Without `signatures` it is the unsigned document, whose bytes
 * are what each party's SHA-256 is taken of; with both signatures it ends with a signature page.
 */
export function renderAgreementPdf(
  data: AgreementData,
  signed?: { signatures: AgreementSignature[]; documentSha256: string },
): Promise<Buffer> {
  return renderPdf(
    { title: `RentEase Rental Agreement ${data.reference}`, subject: 'Rental agreement', createdAt: data.madeAt },
    (doc) => {
      drawAgreement(doc, data);
      if (signed) drawSignaturePage(doc, data, signed.signatures, signed.documentSha256);
    },
  );
}

function drawAgreement(doc: PDFKit.PDFDocument, data: AgreementData): void {
  let y = drawPdfHeader(doc, 'Rental Agreement', 'Booking', data.reference, 'Leave and licence of a residential home');
  y = drawPdfParagraph(
    doc,
    `This agreement is made on ${formatPdfDay(data.madeAt)} between ${data.landlord.name} (the "Landlord") and ${data.tenant.name} (the "Tenant") for the property described below (the "Property"), booked through RentEase.`,
    y,
  );
  y = drawPdfHeading(doc, 'Parties', y + 6);
  y = drawPdfRows(
    doc,
    [
      ['Landlord', partyLine(data.landlord)],
      ['Tenant', partyLine(data.tenant)],
    ],
    y,
  );
  y = drawPdfHeading(doc, 'Property', y + 8);
  y = drawPdfRows(
    doc,
    [
      ['Listing', data.property.title],
      ['Address', data.property.address],
    ],
    y,
  );
  y = drawPdfHeading(doc, 'Term, rent and deposit', y + 8);
  y = drawPdfRows(
    doc,
    [
      ['Move-in date', formatPdfDate(data.moveInDate)],
      ['Term', months(data.durationMonths)],
      ['Last night', formatPdfDate(data.lastNight)],
      ['Hand back by', formatPdfDate(data.endDate)],
      ['Monthly rent', formatInr(data.monthlyRentPaise)],
      ['Security deposit', data.depositPaise > 0 ? formatInr(data.depositPaise) : 'None'],
      ['Rent due', dueDayOf(data.moveInDate)],
      ['Payment', data.paymentPlan === 'monthly' ? 'Monthly, in advance' : 'Whole term, paid in advance'],
      ['Notice period', `${months(AGREEMENT_NOTICE_MONTHS)}, either party`],
    ],
    y,
  );
  y = drawPdfHeading(doc, 'Terms', y + 8);
  for (const [index, clause] of standardClauses(data).entries()) {
    y = drawPdfParagraph(doc, `${index + 1}. ${clause}`, y);
  }
  if (data.houseRules?.trim()) {
    y = drawPdfHeading(doc, 'House rules', y + 8);
    y = drawPdfParagraph(doc, data.houseRules.trim(), y);
  }
  drawPdfParagraph(
    doc,
    'The parties have read and understood this agreement and sign it of their own free will. The signature page follows once both have signed.',
    y + 8,
  );
  drawPdfFooter(doc, `Booking ${data.reference} · ${data.bookingId}`, 'RentEase rental agreement');
}

function partyLine(person: AgreementPerson): string {
  return [person.name, person.email, person.phone].filter(Boolean).join(' · ');
}

const PARTY_TITLES: Record<AgreementParty, string> = { landlord: 'Landlord', tenant: 'Tenant' };

function drawSignaturePage(
  doc: PDFKit.PDFDocument,
  data: AgreementData,
  signatures: AgreementSignature[],
  documentSha256: string,
): void {
  doc.addPage();
  let y = drawPdfHeader(doc, 'Signatures', 'Booking', data.reference, 'Signed electronically on RentEase');
  y = drawPdfParagraph(
    doc,
    `Both parties have signed the rental agreement for ${data.property.title}, ${data.property.address}. Times are India Standard Time.`,
    y,
  );
  for (const party of ['landlord', 'tenant'] as const) {
    const signature = signatures.find((s) => s.party === party);
    if (!signature) continue;
    y = drawPdfHeading(doc, `${PARTY_TITLES[party]}: ${party === 'tenant' ? data.tenant.name : data.landlord.name}`, y + 8);
    y = drawPdfRows(
      doc,
      [
        ['Signed as', signature.fullName],
        ['Signed at', formatPdfDateTime(signature.signedAt)],
        ['From address', signature.ip],
      ],
      y,
      130,
    );
    y = drawHash(doc, 'SHA-256 of the document signed', signature.documentSha256, y);
    if (signature.documentSha256 !== documentSha256) {
      y = drawPdfParagraph(
        doc,
        'This party signed an earlier version of the agreement (its fingerprint differs from the one below).',
        y,
      );
    }
  }
  y = drawPdfHeading(doc, 'The document', y + 8);
  drawHash(doc, 'SHA-256 of the unsigned agreement', documentSha256, y);
  drawPdfFooter(doc, `Booking ${data.reference} · ${data.bookingId}`, 'RentEase rental agreement · signature page');
}

/** A fingerprint on a line of its own, small enough never to wrap (so it can be copied and compared whole). */
function drawHash(doc: PDFKit.PDFDocument, label: string, sha256: string, y: number): number {
  const width = doc.page.width - 2 * PDF_MARGIN;
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLORS.muted).text(label, PDF_MARGIN, y, { width });
  doc
    .font(PDF_FONT.regular)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.ink)
    .text(sha256, PDF_MARGIN, doc.y + 2, { width, lineBreak: false });
  return doc.y + 16;
}
