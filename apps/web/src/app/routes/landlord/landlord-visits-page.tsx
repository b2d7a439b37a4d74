import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { VisitList } from '../../../features/visits/components/visit-list';

/** Visits: the tenants coming to see the landlord's homes, and the visits that are over or called off. */
export default function LandlordVisitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Visits')} />
      <VisitList side="landlord" />
    </>
  );
}
