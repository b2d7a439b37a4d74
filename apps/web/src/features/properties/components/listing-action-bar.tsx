import { Box, Typography } from '@mui/material';
import type { Property } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';

/**
 * A phone's bottom bar for a listing: the monthly rent, and the listing's actions (Contact, Book)
 * side by side, always in reach however far down the photos, description and reviews go.
 */
export function ListingActionBar({ property, children }: { property: Property; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="listing-action-bar"
      sx={{
        display: 'grid',
        rowGap: 1,
        width: '100%',
        px: 2,
        pt: 1.25,
        // Clear of the home indicator on phones that draw one over the page.
        pb: 'calc(10px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -6px 20px rgba(15,23,42,0.08)',
      }}
    >
      <Typography component="p" sx={{ lineHeight: 1.2 }}>
        <Box component="strong" sx={{ fontSize: '1.05rem', color: 'primary.main' }}>
          {formatRupees(property.price)}
        </Box>
        <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          {' '}
          {t('a month')}
        </Box>
      </Typography>
      {/* Two equal buttons across the screen: each label fits on one line at 320 px. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, '& > .MuiButton-root': { px: 1, whiteSpace: 'nowrap' } }}
      >
        {children}
      </Box>
    </Box>
  );
}
