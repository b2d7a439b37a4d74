import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RatingSummary } from '../../../components/rating-summary';
import { useTenantReviews } from '../api/get-tenant-reviews';

/**
 * The tenant's rating from landlords, for a landlord talking to them. Nothing while it
 * loads or if it cannot be read: it is a hint beside the conversation, not part of it.
 */
export function TenantRating({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const reviews = useTenantReviews(tenantId);
  if (!reviews.data) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      <Typography variant="body2" color="textSecondary">
        {t('Tenant rating')}
      </Typography>
      <RatingSummary average={reviews.data.average} count={reviews.data.count} emptyText={t('Not rated yet')} />
    </Stack>
  );
}
