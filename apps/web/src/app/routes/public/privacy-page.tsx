import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocument, LegalDocumentSection, LegalParagraph, type LegalSection } from '../../../components/legal-document';
import { formatLongDate } from '../../../lib/format';
import { msg } from '../../../lib/i18n';

/** The version of the policy this page shows. */
const LAST_UPDATED = '2026-11-01';

const SECTIONS: LegalSection[] = [
  {
    heading: msg('Who we are'),
    paragraphs: [
      msg(
        'RentEase ("RentEase", "we", "us") runs an online marketplace where tenants in India find homes to rent, chat with owners, book a move-in date and pay by card, and where landlords list properties and manage their bookings.',
      ),
      msg(
        'This Privacy Policy explains what personal data we collect, why we use it, who we share it with, how long we keep it and the choices you have. We handle personal data in accordance with applicable Indian law, including the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the rules made under it as they come into effect. For the purposes of the DPDP Act, RentEase is the Data Fiduciary for the personal data described in this policy.',
      ),
    ],
  },
  {
    heading: msg('Information we collect'),
    paragraphs: [msg('We collect only the information we need to run the marketplace:')],
    bullets: [
      msg(
        'Account information: your first and last name, email address, phone number, your role (tenant or landlord) and your password, which we store only in hashed form.',
      ),
      msg(
        'Listings and images: the details landlords publish about a property, such as its location, description, rent, availability and photos. Uploaded images are re-encoded on our servers, and embedded metadata, including camera details and GPS location, is removed before an image is stored or shown.',
      ),
      msg('Messages: the content and time of the conversations between tenants and landlords on RentEase.'),
      msg(
        'Booking and payment records: the property booked, the move-in date, the number of months, the amount, the payment status and the transaction reference returned by our payment provider. Card details are entered directly with the payment provider; we never see or store your card number, expiry date or CVV.',
      ),
      msg('Contact-form messages: the name, email address and message you send us through the contact page.'),
      msg(
        "Technical information: when you sign in, your browser's local storage keeps a sign-in token and basic account details (your name, email address and role) so that you stay signed in; they are cleared when you log out. Our servers keep logs of requests, including IP address, browser type, pages requested and errors. We do not use third-party advertising or tracking cookies.",
      ),
    ],
  },
  {
    heading: msg('How we use your information'),
    paragraphs: [msg('We use personal data only for these purposes:')],
    bullets: [
      msg(
        'Providing the service: running your account, publishing listings, delivering messages, processing bookings and payments, showing landlords their bookings and earnings, and answering your questions.',
      ),
      msg(
        'Safety and fraud prevention: detecting and preventing fake listings, payment fraud, spam, harassment and other misuse, enforcing our Terms & Conditions and, where necessary, blocking accounts.',
      ),
      msg(
        'Legal obligations: keeping financial and tax records, responding to lawful requests from courts and authorities, and handling complaints and grievances.',
      ),
      msg(
        'Service messages: telling you about your account, bookings, payments, security and changes to our policies. We do not send you marketing messages without your consent.',
      ),
    ],
  },
  {
    heading: msg('How we share information'),
    paragraphs: [msg('We do not sell your personal data or share it with advertisers. We share it only in these situations:')],
    bullets: [
      msg(
        'Between tenants and landlords: when you send a message or make a booking, the other party sees your name, your messages and the details of that booking. Share your own contact details in chat only when you are comfortable doing so.',
      ),
      msg(
        'Payment provider: our payment provider receives the information it needs to process and secure card payments, and handles it under its own privacy policy and the rules that apply to payment providers in India.',
      ),
      msg(
        'Service providers: companies that host our servers, store data or deliver email for us, acting only on our instructions and bound by confidentiality and security obligations.',
      ),
      msg(
        "Legal and safety reasons: when required by law, a court order or a lawful request from an authority, or when reasonably necessary to prevent fraud, protect someone's safety or defend legal claims.",
      ),
    ],
  },
  {
    heading: msg('How long we keep information'),
    paragraphs: [
      msg(
        'We keep personal data while your account is active and for as long as the purposes above require. When you delete your account, we delete or anonymise your profile and remove your listings from the marketplace.',
      ),
      msg(
        'Some records must be kept even after a listing or an account is deleted. Booking and payment records are retained for the period required by Indian tax, accounting and other applicable laws, and limited information may be kept longer where needed to resolve a dispute or prevent fraud. Server logs and backups are kept for a limited period and then deleted or overwritten.',
      ),
    ],
  },
  {
    heading: msg('How we protect information'),
    paragraphs: [
      msg(
        'We protect personal data with reasonable security safeguards. No system is completely secure, but if a personal data breach occurs we will inform affected users and the Data Protection Board of India as required by law. Our safeguards include:',
      ),
    ],
    bullets: [
      msg('Passwords stored only as one-way hashes, never in plain text.'),
      msg('Encrypted connections (HTTPS) between your browser and our servers.'),
      msg('Access controls that limit who can reach personal data, with administrative access restricted to authorised staff.'),
      msg(
        'Your part: use a strong, unique password and log out on shared devices, because your sign-in token is kept in the browser.',
      ),
    ],
  },
  {
    heading: msg('Your rights and choices'),
    paragraphs: [msg('Subject to the DPDP Act and other applicable law, you can:')],
    bullets: [
      msg('Access your data: ask us for a summary of the personal data we hold about you and how we use it.'),
      msg(
        'Correct your data: update your details in Profile Settings, or ask us to correct information you cannot change yourself.',
      ),
      msg(
        'Delete your account: use Profile Settings → Delete Account. This erases or anonymises your personal data, apart from the records we must keep by law as described above.',
      ),
      msg('Withdraw consent: where we rely on your consent, you can withdraw it at any time.'),
      msg('Nominate someone: you may nominate another person to exercise your rights in the event of your death or incapacity.'),
      msg(
        'Raise a grievance: contact us using the details below. If you are not satisfied with our response, you may approach the Data Protection Board of India.',
      ),
    ],
  },
  {
    heading: msg('Children'),
    paragraphs: [
      msg(
        'RentEase is intended for adults. You must be at least 18 years old to create an account, book a property or list one. We do not knowingly collect personal data from children, and if we learn that a child has created an account, we will delete it.',
      ),
    ],
  },
  {
    heading: msg('Changes to this policy'),
    paragraphs: [
      msg(
        'We may update this Privacy Policy as our service or the law changes. We will post the new version on this page and change the "Last updated" date. If a change materially affects how we use your personal data, we will tell you in advance on the website or by email.',
      ),
    ],
  },
];

/** Privacy Policy (public page, footer link): the sections as data; Contact us in JSX for its links. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument title={t('Privacy Policy')} lastUpdated={formatLongDate(LAST_UPDATED)} sections={SECTIONS}>
      <LegalDocumentSection heading={t('Contact us')}>
        <LegalParagraph>
          <Trans
            i18nKey='If you have questions about this policy, want to exercise your rights or wish to raise a privacy concern, please write to us through our <1>contact page</1> and mention "Privacy" in your message. We may need to verify your identity before acting on a request, and we will respond within a reasonable time.'
            components={{ 1: <Link className="site-link" to="/contact" /> }}
          />
        </LegalParagraph>
        <LegalParagraph>
          <Trans
            i18nKey="How you may use RentEase is described in our <1>Terms & Conditions</1>."
            components={{ 1: <Link className="site-link" to="/terms" /> }}
          />
        </LegalParagraph>
      </LegalDocumentSection>
    </LegalDocument>
  );
}
