import type { PaymentSummary } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  label,
  loadingLabel,
}: {
  list: PagedQuery<PaymentSummary>;
  variant: PaymentCardVariant;
  empty: ReactNode;
  /** What the list is (in the language shown): 'Payments' unless told. */
  label?: string;
  /** Said while the first page loads: 'Loading payments' unless told. */
  loadingLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={list}
      getKey={(payment) => payment.payment_id}
      renderItem={(payment) => <PaymentCard payment={payment} variant={variant} />}
      empty={empty}
      errorMessage={t('Could not load payments.')}
      label={label ?? t('Payments')}
      loadingLabel={loadingLabel ?? t('Loading payments')}
      columns={PAYMENT_COLUMNS}
    />
  );
}
