import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Property } from '@rentease/contract';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type PropertyScope, useProperty, usePropertyList } from '../api/properties-api';
import { hasActiveFilter, toApiFilters, useSearchFilters } from '../hooks/use-search-filters';
import { CitySearchBox } from './city-search-box';
import { FavouriteButton } from './favourite-button';
import { coverPriority, PropertyCard, type PropertyVariant } from './property-card';
import { PropertyGrid } from './property-grid';
import { SaveSearchButton } from './save-search-button';
import { SearchFilters } from './search-filters';
import { listingPagePath, ShareListingButton } from './share-listing-button';

type SearchVariant = Exclude<PropertyVariant, 'landlord'>;

// The dialog, strip and gallery load when a listing is first opened, not with the search page.
const PropertyDetailDialog = lazy(async () => ({ default: (await import('./property-detail-dialog')).PropertyDetailDialog }));

const SCOPES: Record<SearchVariant, PropertyScope> = {
  public: { kind: 'public' },
  tenant: { kind: 'tenant' },
  admin: { kind: 'admin' },
};

/**
 * The city box's text: shown at once, sent to the URL (and so the server) once typing pauses.
 * The URL only overwrites the box when it changed from elsewhere (Back, a shared link), never
 * with an older value of what is being typed.
 */
function useTypedText(fromUrl: string, commit: (text: string) => void) {
  const [text, setTextState] = useState(fromUrl);
  const committed = useRef(fromUrl);
  const timer = useRef<number | undefined>(undefined);
  // The timer calls the commit of the latest render, not the one it was set in: a listing opened
  // while typing is in the URL only the later renders know.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  useEffect(() => {
    if (fromUrl !== committed.current) {
      committed.current = fromUrl;
      setTextState(fromUrl);
    }
  }, [fromUrl]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancelPending = useCallback(() => window.clearTimeout(timer.current), []);
  const typeText = useCallback((value: string) => {
    setTextState(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      committed.current = value;
      latestCommit.current(value);
    }, 250);
  }, []);
  const setText = useCallback((value: string) => {
    committed.current = value;
    setTextState(value);
  }, []);
  return { text, setText: typeText, resetText: setText, cancelPending };
}

/** Save, share and open the listing's own page, above the photos of the detail dialog. */
function ListingToolbar({ property, withSave }: { property: Property; withSave: boolean }) {
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

function EmptyResults({ term }: { term: string }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ textAlign: 'center', py: 6 }}>
      <CardContent>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          {term ? t('No properties found for "{{term}}"', { term }) : t('No properties found')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('Try another city or fewer filters.')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Search Properties in its public, tenant and admin variants: city box with suggestions,
 * filters, a growing grid of listings and the detail dialog, all kept in the URL.
 */
export function PropertySearch({
  variant,
  renderActions,
  renderSections,
}: {
  variant: SearchVariant;
  renderActions?: (property: Property) => ReactNode;
  /** Sections of the detail dialog below the description (the listing's reviews). */
  renderSections?: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state, update, clearFilters } = useSearchFilters();
  const commitText = useCallback((q: string) => update({ q }), [update]);
  const { text, setText, resetText, cancelPending } = useTypedText(state.q, commitText);

  const filters = useMemo(() => toApiFilters(state), [state]);
  const list = usePropertyList(SCOPES[variant], filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const loaded = items.find((item) => item.id === state.property);
  const opened = useProperty(state.property && !loaded ? state.property : undefined);
  const dialogProperty = loaded ?? opened.data;

  const term = state.city || state.q.trim();
  const closeDialog = () => update({ property: '' });

  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('Search Properties')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <CitySearchBox
            text={text}
            onTextChange={setText}
            onChooseCity={(city) => {
              cancelPending();
              resetText('');
              update({ city, q: '' });
            }}
          />
          {state.city && (
            <Chip
              label={t('City: {{city}}', { city: state.city })}
              onDelete={() => update({ city: '' })}
              deleteIcon={<CloseIcon />}
              color="primary"
              variant="outlined"
            />
          )}
        </Box>
        <SearchFilters
          state={state}
          onChange={(changes) => update(changes)}
          extra={
            hasActiveFilter(state) ? (
              <>
                <Button
                  onClick={() => {
                    cancelPending();
                    resetText('');
                    clearFilters();
                  }}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('Clear Filter')}
                </Button>
                {variant === 'tenant' && <SaveSearchButton state={state} />}
              </>
            ) : null
          }
        />
      </Stack>

      <PropertyGrid
        list={list}
        errorMessage={t('Could not load properties.')}
        empty={<EmptyResults term={term} />}
        renderCard={(property, index) => (
          <PropertyCard
            property={property}
            variant={variant}
            onOpen={(p) => update({ property: p.id }, { push: true })}
            imagePriority={coverPriority(index)}
            action={variant === 'admin' ? undefined : <FavouriteButton property={property} />}
          />
        )}
      />

      {dialogProperty && (
        <Suspense fallback={null}>
          <PropertyDetailDialog
            property={dialogProperty}
            variant={variant}
            open={Boolean(state.property)}
            onClose={closeDialog}
            actions={renderActions ? renderActions(dialogProperty) : undefined}
            toolbar={<ListingToolbar property={dialogProperty} withSave={variant !== 'admin'} />}
            sections={renderSections?.(dialogProperty)}
          />
        </Suspense>
      )}
    </Box>
  );
}
