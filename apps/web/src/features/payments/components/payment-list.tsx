import type { PaymentSummary } from '@rentease/contract';
import type { ReactNode } from 'react';
import { PagedList, type PagedQuery } from '../../../components/paged-list';
import { PaymentCard, type PaymentCardVariant } from './payment-card';

export const PAYMENT_COLUMNS = {
  xs: '1fr',
  md: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

/** Payment cards page by page; a spinner while the first page loads. */
export function PaymentList({
  list,
  variant,
  empty,
  label = 'Payments',
}: {
  list: PagedQuery<PaymentSummary>;
  variant: PaymentCardVariant;
  empty: ReactNode;
  label?: string;
}) {
  return (
    <PagedList
      list={list}
      getKey={(payment) => payment.payment_id}
      renderItem={(payment) => <PaymentCard payment={payment} variant={variant} />}
      empty={empty}
      errorMessage="Could not load payments."
      label={label}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      columns={PAYMENT_COLUMNS}
    />
  );
}
