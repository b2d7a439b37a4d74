import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { OWNER_DOCUMENT_RETENTION_DAYS } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section';
import { OwnerVerificationSection } from './owner-verification-section';

/** The landlord's 'Verified owner' card of Profile Settings. */
export function OwnerVerificationSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      icon={<VerifiedUserIcon />}
      title={t('Verified owner')}
      description={t(
        "Tenants trust a listing more when RentEase has checked its owner: send a proof of ownership and a photo ID, and once our team has checked them your listings show the 'Verified owner' badge. The documents are seen only by you and our team, and deleted {{days}} days after the check.",
        { days: OWNER_DOCUMENT_RETENTION_DAYS },
      )}
    >
      <OwnerVerificationSection />
    </SettingsSection>
  );
}
