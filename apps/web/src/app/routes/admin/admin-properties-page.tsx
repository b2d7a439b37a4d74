import { Alert, Box, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { useAdminListing } from '../../../features/admin/api/get-admin-listing';
import { useRefreshAdminProperties } from '../../../features/admin/api/refresh-admin-properties';
import { AdminPropertiesTable } from '../../../features/admin/components/admin-properties-table';
import { ListingVisibilityButton } from '../../../features/reports/components/listing-visibility';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';

const PropertyDetailDialog = lazy(async () => ({
  default: (await import('../../../features/properties/components/property-detail-dialog')).PropertyDetailDialog,
}));

/** The listing the admin opened (?property=id): its dialog with reviews, which the admin may remove. */
function OpenedListing({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const listing = useAdminListing(id);
  if (listing.isError) {
    return (
      <Dialog open onClose={onClose} aria-label={t('Listing')}>
        <DialogContent>
          <Alert severity="error">{t('Could not load this property.')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (!listing.data) return null;
  const property = listing.data;
  return (
    <Suspense fallback={null}>
      <PropertyDetailDialog
        property={property}
        variant="admin"
        open
        onClose={onClose}
        toolbar={
          property.hidden_reason === undefined ? (
            <Button component={RouterLink} to={`/homes/${property.id}`} size="small">
              {t('Open listing page')}
            </Button>
          ) : undefined
        }
        sections={<LazyPropertyReviews property={property} canRemove />}
      />
    </Suspense>
  );
}

/**
 * Properties (admin area): every listing in a table with search, filters, hide/unhide and CSV
 * export; a title opens the listing's dialog, where the admin reads and removes reviews.
 */
export default function AdminPropertiesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const refreshProperties = useRefreshAdminProperties();
  const opened = params.get('property') ?? '';
  const setOpened = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('property', id);
          else next.delete('property');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return (
    <Box>
      <PageHeading
        title={t('Properties')}
        subtitle={t('Every listing on RentEase. A hidden listing leaves every search; its landlord reads why.')}
      />
      <AdminPropertiesTable
        onOpenListing={setOpened}
        renderVisibility={(listing) => (
          <ListingVisibilityButton
            listing={{ id: listing.id, title: listing.title, isHidden: listing.status === 'hidden' }}
            onChanged={refreshProperties}
          />
        )}
      />
      {opened && <OpenedListing id={opened} onClose={() => setOpened('')} />}
    </Box>
  );
}
