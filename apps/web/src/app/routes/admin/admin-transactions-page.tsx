import { PageHeading } from '../../../components/layout/page-heading';

export default function AdminTransactionsPage() {
  return <PageHeading title="Transactions" />;
}
