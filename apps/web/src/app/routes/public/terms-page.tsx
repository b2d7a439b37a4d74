import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocument, LegalDocumentSection, LegalParagraph, type LegalSection } from '../../../components/legal-document';
import { formatLongDate } from '../../../lib/format';
import { msg } from '../../../lib/i18n';

/** The version of the terms this page shows. */
const LAST_UPDATED = '2026-11-01';

const SECTIONS: LegalSection[] = [
  {
    heading: msg('Acceptance of these terms'),
    paragraphs: [
      msg(
        'These Terms & Conditions ("Terms") govern your use of RentEase ("we", "us"), an online marketplace for renting homes in India. By creating an account, listing a property, making a booking or otherwise using RentEase, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the service.',
      ),
    ],
  },
  {
    heading: msg('Accounts and roles'),
    paragraphs: [
      msg(
        'You must be 18 or older and able to enter into a binding contract under Indian law. You register as a tenant or a landlord, and you agree that:',
      ),
    ],
    bullets: [
      msg('the information you give us, such as your name, email address and phone number, is accurate and kept up to date;'),
      msg("each account belongs to one person, and you will not share or sell it or open one on someone else's behalf;"),
      msg(
        'you will keep your password safe and tell us promptly if you suspect someone else has used your account, since you are responsible for activity under it.',
      ),
    ],
  },
  {
    heading: msg('Listings'),
    paragraphs: [
      msg(
        'Landlords are responsible for their listings, and we may hide or remove any listing that appears inaccurate, misleading, unlawful or in breach of these Terms. By publishing a property, you confirm that:',
      ),
    ],
    bullets: [
      msg('you own the property or are authorised by its owner to let it, and letting it does not breach any law or agreement;'),
      msg(
        'the description, location, rent, availability and photos are accurate and show the actual property, and you will keep them up to date;',
      ),
      msg(
        'you will not discriminate against tenants on the basis of religion, caste, race, sex, place of birth, disability or similar grounds;',
      ),
      msg('you will comply with the laws on letting property, such as registration, stamp duty and tenant verification.'),
    ],
  },
  {
    heading: msg('Bookings and payments'),
    paragraphs: [msg('Tenants book a listed property on RentEase as follows:')],
    bullets: [
      msg(
        'The move-in date must fall within the availability window set by the landlord, and the booking must be for 1 to 24 months.',
      ),
      msg(
        'The amount payable is the monthly rent multiplied by the number of months, calculated by RentEase and shown before you pay.',
      ),
      msg(
        'Payment is made by card through our payment provider. A booking is confirmed only when the payment succeeds; a failed or abandoned payment does not reserve the property.',
      ),
      msg(
        'After confirmation, the tenant and landlord should sign a written rental agreement covering the deposit, notice period and house rules.',
      ),
      msg(
        'Cancellations and refunds are handled between the tenant and the landlord in accordance with their agreement and applicable law. If you were charged in error, for example twice, contact us and we will work with the payment provider to resolve it.',
      ),
    ],
  },
  {
    heading: msg('Fees'),
    paragraphs: [
      msg('RentEase is free for tenants. Your bank or card issuer may apply its own charges.'),
      msg(
        'Unless we have announced otherwise, listing a property is free for landlords. We may introduce a service fee on bookings or paid listing plans for landlords. We will announce any such fee, its amount and its start date before it applies, and it will not apply to bookings confirmed earlier.',
      ),
    ],
  },
  {
    heading: msg('Acceptable use'),
    paragraphs: [msg('You agree to use RentEase lawfully and respectfully. You must not:')],
    bullets: [
      msg('post fake or misleading listings, impersonate anyone or misrepresent your authority over a property;'),
      msg('commit or attempt fraud, including asking for payments, deposits or "token amounts" for a property you cannot let;'),
      msg('harass, threaten or abuse other users, or send spam or offensive content;'),
      msg("use other users' personal data for anything other than the rental you are discussing;"),
      msg(
        'scrape the service or access it by automated means, interfere with its security or operation, or upload malicious code.',
      ),
    ],
  },
  {
    heading: msg('Staying safe from scams'),
    paragraphs: [
      msg(
        'Be wary of anyone who asks you to pay outside RentEase, by bank transfer, UPI or cash, to "secure" a property you have not seen. Off-platform payments are not recorded by RentEase and we cannot help recover them. We will never ask for your password, card details or OTPs. Visit the property and check the landlord\'s documents before moving in, and report suspicious listings or messages to us.',
      ),
    ],
  },
  {
    heading: msg('Your content'),
    paragraphs: [
      msg(
        'You keep ownership of the text and photos you upload, and you confirm that you have the right to upload them; for example, do not use photos copied from other websites.',
      ),
      msg(
        'You grant RentEase a non-exclusive, royalty-free, worldwide licence to host, store, copy, re-encode, display and distribute your content to operate and promote the service (images are re-encoded and metadata such as GPS location is removed). The licence ends when you delete the content or your account, except for records we must keep by law and messages already delivered.',
      ),
    ],
  },
  {
    heading: msg('Our role'),
    paragraphs: [
      msg(
        'RentEase is a marketplace that connects tenants and landlords. We are not the owner, landlord, broker or manager of any listed property, and we are not a party to the rental agreement between a tenant and a landlord; they are responsible for that agreement and for the condition of the property. We do not inspect properties or verify every listing, so please make your own checks before you book.',
      ),
    ],
  },
  {
    heading: msg('Disclaimers and limitation of liability'),
    paragraphs: [
      msg(
        'RentEase is provided "as is" and "as available". We do not guarantee that the service will be uninterrupted or error-free, or that listings and other user content are accurate or complete.',
      ),
      msg(
        'To the fullest extent permitted by law, RentEase is not liable for indirect or consequential loss, or for loss caused by tenants, landlords or other third parties, including disputes about a tenancy, deposit or refund. Our total liability to you for any claim relating to the service is limited to the greater of the fees you paid to RentEase in the twelve months before the claim and ₹5,000.',
      ),
      msg(
        'Nothing in these Terms limits liability that cannot be limited by law or affects your rights under the Consumer Protection Act, 2019.',
      ),
    ],
  },
  {
    heading: msg('Suspension and blocking'),
    paragraphs: [
      msg(
        'We may suspend, restrict or block an account, and hide its listings, if we reasonably believe it breaches these Terms, puts other users at risk or is involved in fraud, or if the law requires it. A blocked user cannot sign in; contact us if you think we have made a mistake.',
      ),
      msg(
        'You can delete your account at any time from Profile Settings → Delete Account. Obligations under confirmed bookings continue, and we keep booking and payment records as required by law.',
      ),
    ],
  },
  {
    heading: msg('Governing law and disputes'),
    paragraphs: [
      msg(
        'These Terms are governed by the laws of India. Please contact us first so that we can try to resolve any concern informally; disputes that cannot be resolved this way are subject to the jurisdiction of the competent courts in India.',
      ),
    ],
  },
  {
    heading: msg('Changes to these terms'),
    paragraphs: [
      msg(
        'We may update these Terms. We will post the new version here, change the "Last updated" date and give advance notice of material changes. If you keep using RentEase after a change takes effect, you accept the updated Terms.',
      ),
    ],
  },
];

/** Terms & Conditions (public page, footer link): the sections as data; Contact us in JSX for its links. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument title={t('Terms & Conditions')} lastUpdated={formatLongDate(LAST_UPDATED)} sections={SECTIONS}>
      <LegalDocumentSection heading={t('Contact us')}>
        <LegalParagraph>
          <Trans
            i18nKey="Questions about these Terms, reports of suspicious listings or messages, and complaints can be sent to us through our <1>contact page</1>. Our <3>Privacy Policy</3> explains how we handle your personal data."
            components={{ 1: <Link className="site-link" to="/contact" />, 3: <Link className="site-link" to="/privacy" /> }}
          />
        </LegalParagraph>
      </LegalDocumentSection>
    </LegalDocument>
  );
}
