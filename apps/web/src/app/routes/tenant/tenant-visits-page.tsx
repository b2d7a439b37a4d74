import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { VisitList } from '../../../features/visits/components/visit-list';

/** Visits: the homes the tenant is going to see, and the ones they saw or called off. */
export default function TenantVisitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Visits')} />
      <VisitList side="tenant" />
    </>
  );
}
