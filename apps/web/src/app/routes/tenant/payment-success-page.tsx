import { PageHeading } from '../../../components/layout/page-heading';

export default function PaymentSuccessPage() {
  return <PageHeading title="Payment" />;
}
