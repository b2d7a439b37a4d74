import FlagIcon from '@mui/icons-material/FlagOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and the contract's validation it runs) loads on the first click: most people who open
// a listing never report it, and the search page should not carry it.
const ReportListingDialog = lazy(async () => ({ default: (await import('./report-listing-dialog')).ReportListingDialog }));

/**
 * 'Report this listing' in the detail dialog, for a signed-in user who does not own the
 * listing; the page decides who sees it. The form is mounted on the first click and then kept,
 * so closing animates.
 */
export function ReportListingButton({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<FlagIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ mr: 'auto', color: 'text.secondary' }}
      >
        {t('Report this listing')}
      </Button>
      {isWanted && (
        <Suspense fallback={null}>
          {/* A new listing is a new form: nothing typed for another one carries over. */}
          <ReportListingDialog
            key={propertyId}
            propertyId={propertyId}
            title={title}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
