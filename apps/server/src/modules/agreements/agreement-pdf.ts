import { AGREEMENT_NOTICE_MONTHS, type AgreementParty, PAYMENT_PLANS } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translator } from '../../lib/i18n.js';
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

const agreementPerson = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type AgreementPerson = z.infer<typeof agreementPerson>;

/**
 * Everything the agreement says, from the booking (the same facts always give the same document).
 * A schema, not only a type: a fully signed agreement keeps these facts as JSON and reads them back
 * through it, so a field added later must say here how an older snapshot reads.
 */
export const agreementData = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** When the booking was made: the agreement's date and the PDF's creation date. */
  madeAt: z.coerce.date(),
  tenant: agreementPerson,
  landlord: agreementPerson,
  property: z.object({ title: z.string(), address: z.string() }),
  /** yyyy-mm-dd */
  moveInDate: z.string(),
  durationMonths: z.number().int(),
  /** yyyy-mm-dd: the stay's last night, and the day after it, when the home is handed back. */
  lastNight: z.string(),
  endDate: z.string(),
  monthlyRentPaise: z.number().int(),
  depositPaise: z.number().int(),
  paymentPlan: z.enum(PAYMENT_PLANS),
  houseRules: z.string().nullable(),
});
export type AgreementData = z.infer<typeof agreementData>;

export type AgreementSignature = { party: AgreementParty; fullName: string; signedAt: Date; ip: string; documentSha256: string };

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/**
 * The agreement's texts in one language. English is the document both parties sign; every other
 * language is a translation of it for reading (see renderAgreementPdf).
 */
type AgreementTexts = { t: TFunction; language: Language };

const englishTexts = (): AgreementTexts => ({ t: translator('en', 'pdf'), language: 'en' });

/** Rent falls due on the move-in day of each month; a 29th–31st becomes the last day of a shorter month. */
export function dueDayOf(moveInDate: string, { t, language }: AgreementTexts = englishTexts()): string {
  const dayOfMonth = Number(moveInDate.slice(8, 10));
  // English writes the day as an ordinal ("31st"); Hindi writes the number ("31 तारीख").
  const day = language === 'en' ? ordinal(dayOfMonth) : String(dayOfMonth);
  return dayOfMonth > 28
    ? t('{{day}} of each month (the last day of a shorter month)', { day })
    : t('{{day}} of each month', { day });
}

/** The standard clauses of an Indian residential rental (leave and licence) agreement, in plain words. */
export function standardClauses(data: AgreementData, { t }: AgreementTexts = englishTexts()): string[] {
  const notice = t('{{count}} months', { count: AGREEMENT_NOTICE_MONTHS });
  const payment =
    data.paymentPlan === 'monthly'
      ? t('The Tenant pays the rent monthly in advance, on or before the due day, through RentEase.')
      : t('The Tenant has paid the rent for the whole term in advance, through RentEase.');
  return [
    t(
      'Purpose. The Landlord lets the Property to the Tenant for residential use by the Tenant and their family only, for the term stated above. The Tenant may not sublet, assign or part with the Property, or use it for any commercial or unlawful purpose.',
    ),
    t(
      'Rent. {{payment}} Rent is for the use of the Property as let; a stay cut short does not reduce the rent for months already begun, except as the RentEase cancellation policy provides.',
      { payment },
    ),
    t(
      'Security deposit. The deposit stated above is held by the Landlord without interest. It is returned within 14 days of the Tenant handing back the Property, less only itemised deductions for unpaid dues or for damage beyond normal wear and tear, each stated with its amount. The Tenant may dispute a deduction through RentEase.',
    ),
    t(
      'Charges. Unless the listing said otherwise, the Tenant pays for electricity, water, gas, internet and other services they use, by their meters or bills, during the term. The Landlord pays property tax and society maintenance charges.',
    ),
    t(
      "Maintenance. The Tenant keeps the Property clean and in good condition and is responsible for damage caused by them, their family or their guests. Minor day-to-day repairs are the Tenant's; structural repairs, and repairs to fittings worn out by age, are the Landlord's.",
    ),
    t(
      "Alterations. The Tenant makes no structural change or permanent addition to the Property without the Landlord's written consent.",
    ),
    t(
      "Access. The Landlord may inspect the Property at a reasonable time after giving the Tenant at least 24 hours' notice, and at any time in an emergency.",
    ),
    t(
      "Notice. Either party may end this agreement before the end of the term by giving the other {{notice}}'s notice in writing (a message through RentEase counts as writing).",
      { notice },
    ),
    t(
      'Handing back. At the end of the term, or on an earlier ending by notice, the Tenant hands back vacant possession of the Property with its keys and fittings in the condition received, normal wear and tear excepted.',
    ),
    t(
      'Rules. The Tenant observes the house rules below and the rules of the building or housing society, and does not cause a nuisance to neighbours.',
    ),
    t(
      'Registration and stamp duty. Where the law of the state requires this agreement to be stamped or registered, the parties share the cost equally and co-operate to do so.',
    ),
    t('Law. This agreement is governed by the laws of India; the courts where the Property is located have jurisdiction.'),
    t(
      'Electronic signature. The parties sign this agreement electronically on RentEase by typing their full names. The record of each signature (name, time, network address and the SHA-256 fingerprint of this document) is printed on the signature page and is agreed to be evidence of signing.',
    ),
  ];
}

/** A translation of the agreement: its language, and the fingerprint of the English document it translates. */
export type AgreementTranslation = { language: Language; originalSha256: string };

/**
 * The rental agreement as a PDF. Without `signatures` it is the unsigned document, whose bytes
 * are what each party's SHA-256 is taken of; with both signatures (each over those same bytes) it
 * ends with a signature page.
 *
 * The English document is the one both parties sign: they sign a SHA-256 of its exact bytes, and
 * every download renders them again and must match. With `translation`, the same facts and
 * signatures are set out in another language for reading, saying that they translate the English
 * document of that fingerprint, which prevails; no one signs a translation's bytes, so its wording
 * can improve without voiding a signature.
 */
export function renderAgreementPdf(
  data: AgreementData,
  signed?: { signatures: AgreementSignature[]; documentSha256: string },
  translation?: AgreementTranslation,
): Promise<Buffer> {
  const language = translation?.language ?? 'en';
  const texts: AgreementTexts = { t: translator(language, 'pdf'), language };
  const { t } = texts;
  return renderPdf(
    {
      title: t('RentEase Rental Agreement {{reference}}', { reference: data.reference }),
      subject: t('Rental agreement'),
      createdAt: data.madeAt,
      language,
    },
    (doc) => {
      drawAgreement(doc, data, texts, translation);
      if (signed) drawSignaturePage(doc, data, signed.signatures, signed.documentSha256, texts);
    },
  );
}

function drawAgreement(
  doc: PDFKit.PDFDocument,
  data: AgreementData,
  { t, language }: AgreementTexts,
  translation: AgreementTranslation | undefined,
): void {
  let y = drawPdfHeader(doc, t('Rental Agreement'), t('Booking'), data.reference, t('Leave and licence of a residential home'));
  if (translation) {
    y = drawPdfParagraph(
      doc,
      t(
        'This is a translation for reading. The parties sign the agreement in English (SHA-256 {{sha256}}); where the two differ, the English text prevails.',
        { sha256: translation.originalSha256 },
      ),
      y,
    );
  }
  y = drawPdfParagraph(
    doc,
    t(
      'This agreement is made on {{date}} between {{landlord}} (the "Landlord") and {{tenant}} (the "Tenant") for the property described below (the "Property"), booked through RentEase.',
      { date: formatPdfDay(data.madeAt, language), landlord: data.landlord.name, tenant: data.tenant.name },
    ),
    y,
  );
  y = drawPdfHeading(doc, t('Parties'), y + 6);
  y = drawPdfRows(
    doc,
    [
      [t('Landlord'), partyLine(data.landlord)],
      [t('Tenant'), partyLine(data.tenant)],
    ],
    y,
  );
  y = drawPdfHeading(doc, t('Property'), y + 8);
  y = drawPdfRows(
    doc,
    [
      [t('Listing'), data.property.title],
      [t('Address'), data.property.address],
    ],
    y,
  );
  y = drawPdfHeading(doc, t('Term, rent and deposit'), y + 8);
  y = drawPdfRows(
    doc,
    [
      [t('Move-in date'), formatPdfDate(data.moveInDate, language)],
      [t('Term'), t('{{count}} months', { count: data.durationMonths })],
      [t('Last night'), formatPdfDate(data.lastNight, language)],
      [t('Hand back by'), formatPdfDate(data.endDate, language)],
      [t('Monthly rent'), formatInr(data.monthlyRentPaise, language)],
      [t('Security deposit'), data.depositPaise > 0 ? formatInr(data.depositPaise, language) : t('None')],
      [t('Rent due'), dueDayOf(data.moveInDate, { t, language })],
      [t('Payment'), data.paymentPlan === 'monthly' ? t('Monthly, in advance') : t('Whole term, paid in advance')],
      [t('Notice period'), t('{{period}}, either party', { period: t('{{count}} months', { count: AGREEMENT_NOTICE_MONTHS }) })],
    ],
    y,
  );
  y = drawPdfHeading(doc, t('Terms'), y + 8);
  for (const [index, clause] of standardClauses(data, { t, language }).entries()) {
    y = drawPdfParagraph(doc, `${index + 1}. ${clause}`, y);
  }
  if (data.houseRules?.trim()) {
    y = drawPdfHeading(doc, t('House rules'), y + 8);
    y = drawPdfParagraph(doc, data.houseRules.trim(), y);
  }
  drawPdfParagraph(
    doc,
    t(
      'The parties have read and understood this agreement and sign it of their own free will. The signature page follows once both have signed.',
    ),
    y + 8,
  );
  drawPdfFooter(
    doc,
    t('Booking {{reference}} · {{id}}', { reference: data.reference, id: data.bookingId }),
    t('RentEase rental agreement'),
  );
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
  { t, language }: AgreementTexts,
): void {
  doc.addPage();
  let y = drawPdfHeader(doc, t('Signatures'), t('Booking'), data.reference, t('Signed electronically on RentEase'));
  y = drawPdfParagraph(
    doc,
    t('Both parties have signed the rental agreement for {{title}}, {{address}}. Times are India Standard Time.', {
      title: data.property.title,
      address: data.property.address,
    }),
    y,
  );
  for (const party of ['landlord', 'tenant'] as const) {
    const signature = signatures.find((s) => s.party === party);
    if (!signature) continue;
    const name = party === 'tenant' ? data.tenant.name : data.landlord.name;
    y = drawPdfHeading(doc, t('{{party}}: {{name}}', { party: t(PARTY_TITLES[party]), name }), y + 8);
    y = drawPdfRows(
      doc,
      [
        [t('Signed as'), signature.fullName],
        [t('Signed at'), formatPdfDateTime(signature.signedAt, language)],
        [t('From address'), signature.ip],
      ],
      y,
      130,
    );
    y = drawHash(doc, t('SHA-256 of the document signed'), signature.documentSha256, y);
  }
  y = drawPdfHeading(doc, t('The document'), y + 8);
  drawHash(doc, t('SHA-256 of the unsigned agreement'), documentSha256, y);
  drawPdfFooter(
    doc,
    t('Booking {{reference}} · {{id}}', { reference: data.reference, id: data.bookingId }),
    t('RentEase rental agreement · signature page'),
  );
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
