import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { useSavedHomes } from '../../../features/properties/api/favourites-api';
import { useDeleteSavedSearch, useSavedSearches } from '../../../features/properties/api/saved-searches-api';
import { FavouriteButton } from '../../../features/properties/components/favourite-button';
import { PropertyCard } from '../../../features/properties/components/property-card';
import { PropertyGrid } from '../../../features/properties/components/property-grid';
import { describeSavedSearch, savedSearchPath } from '../../../features/properties/saved-search';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';

function SavedHomes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSavedHomes();
  return (
    <PropertyGrid
      list={list}
      errorMessage={t('Could not load your saved homes.')}
      empty={
        <EmptyState
          icon={<FavoriteBorderIcon />}
          title={t('No saved homes yet')}
          hint={t('Tap the heart on a home you like to keep it here.')}
        />
      }
      renderCard={(property) => (
        <PropertyCard
          property={property}
          variant="tenant"
          onOpen={(p) => navigate(`/tenant/search?${new URLSearchParams({ property: p.id })}`)}
          action={<FavouriteButton property={property} />}
        />
      )}
    />
  );
}

function SavedSearches() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.isPending) return <Skeleton variant="rounded" height={72} />;
  if (searches.isError) return <Alert severity="error">{t('Could not load your saved searches.')}</Alert>;
  if (searches.data.length === 0) {
    return (
      <Typography color="textSecondary">
        {t(
          "No saved searches. Search with a city or filters, then choose 'Save this search' to hear about new homes that match.",
        )}
      </Typography>
    );
  }
  return (
    <List disablePadding sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
      {searches.data.map((search, index) => {
        const label = describeSavedSearch(search);
        return (
          // The search's words first and its buttons after, wrapping below them on a narrow screen
          // instead of being drawn over them.
          <ListItem
            key={search.id}
            // Between rows only: the list's own border closes the last one.
            divider={index < searches.data.length - 1}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
          >
            <ListItemText primary={label} sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
              <Button component={RouterLink} to={savedSearchPath(search)} startIcon={<SearchIcon />}>
                {t('Show homes')}
              </Button>
              <IconButton
                aria-label={t('Delete saved search {{search}}', { search: label })}
                disabled={remove.isPending && remove.variables === search.id}
                onClick={() =>
                  remove.mutate(search.id, {
                    onSuccess: () => notify.success(t('Saved search deleted.'), 'saved-search'),
                    onError: (error) => notify.error(errorMessageOf(error, t('Could not delete this search.')), 'saved-search'),
                  })
                }
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

/** Saved: the tenant's saved homes and the searches they come back to. */
export default function TenantSavedPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeading title={t('Saved')} />
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('Saved searches')}
      </Typography>
      <SavedSearches />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        {t('Saved homes')}
      </Typography>
      <SavedHomes />
    </Box>
  );
}
