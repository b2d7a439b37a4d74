import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { Property } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FavouriteButton } from './favourite-button';
import { listingPagePath, ShareListingButton } from './share-listing-button';

/** Save, share and open the listing's own page, above the photos of the detail dialog. */
export function ListingToolbar({ property, withSave }: { property: Property; withSave: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {withSave && <FavouriteButton property={property} variant="button" />}
      <ShareListingButton property={property} />
      <Button component={RouterLink} to={listingPagePath(property.id)} startIcon={<OpenInNewIcon />}>
        {t('Open full page')}
      </Button>
    </>
  );
}
