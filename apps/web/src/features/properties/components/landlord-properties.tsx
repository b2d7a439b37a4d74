import AddIcon from '@mui/icons-material/Add';
import AddHomeIcon from '@mui/icons-material/AddHomeWorkOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { hiddenByRentEase, type Property, propertyMessages } from '@rentease/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading';
import { getUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { whenIdle } from '../../../lib/when-idle';
import { usePropertyList } from '../api/properties-api';
import { PropertyCard } from './property-card';
import { PropertyGrid } from './property-grid';

// The dialogs load when first opened: the add form (with its validation schemas and uploader) is
// most of this screen's code, and the list shows without it.
// The dialogs' code is fetched once the list is up and the browser idle, so a click rarely waits for it.
const loadAddDialog = () => import('./add-property-dialog');
const loadDeleteDialog = () => import('./delete-property-dialog');
const loadDetailDialog = () => import('./property-detail-dialog');
const AddPropertyDialog = lazy(async () => ({ default: (await loadAddDialog()).AddPropertyDialog }));
const DeletePropertyDialog = lazy(async () => ({ default: (await loadDeleteDialog()).DeletePropertyDialog }));
const PropertyDetailDialog = lazy(async () => ({ default: (await loadDetailDialog()).PropertyDetailDialog }));

/**
 * A dialog's subject is kept after it closes so the closing animation still shows it;
 * `open` alone decides whether the dialog is shown.
 */
type DialogState = { property: Property | undefined; open: boolean };
const CLOSED: DialogState = { property: undefined, open: false };

function EmptyProperties() {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 }, textAlign: 'center' }}>
      <CardContent sx={{ py: { xs: 5, sm: 7 }, px: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 96,
            height: 96,
            mx: 'auto',
            mb: 2.5,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(15,118,110,0.1)',
            color: 'primary.main',
          }}
        >
          <AddHomeIcon sx={{ fontSize: 48 }} />
        </Box>
        <Typography variant="h5" component="h2">
          You haven't listed any properties yet.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Click the "Add Property" button to get started.
        </Typography>
      </CardContent>
    </Card>
  );
}

function DeleteButton({ property, onClick }: { property: Property; onClick: () => void }) {
  return (
    <Tooltip title="Delete">
      <IconButton
        aria-label={`Delete ${property.title}`}
        onClick={onClick}
        size="small"
        sx={{
          bgcolor: 'common.white',
          color: 'error.main',
          boxShadow: 2,
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The landlord's own listings, page by page; only rendered once the owner is known. */
function OwnerProperties({ ownerId, renderSections }: { ownerId: string; renderSections?: (property: Property) => ReactNode }) {
  const list = usePropertyList({ kind: 'owner', ownerId }, {});
  const [detail, setDetail] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);

  return (
    <>
      <PropertyGrid
        list={list}
        errorMessage="Could not load your properties."
        empty={<EmptyProperties />}
        renderCard={(property) => (
          <Stack spacing={1}>
            <PropertyCard
              property={property}
              variant="landlord"
              onOpen={(opened) => setDetail({ property: opened, open: true })}
              action={<DeleteButton property={property} onClick={() => setDeletion({ property, open: true })} />}
            />
            {/* The admin took it down; only its landlord (and the admin) still see it. */}
            {property.hidden_reason !== undefined && (
              <Alert severity="warning" icon={false} sx={{ overflowWrap: 'anywhere' }}>
                {hiddenByRentEase(property.hidden_reason)}
              </Alert>
            )}
          </Stack>
        )}
      />
      {/* Mounted from the first opening on (a dialog keeps its property after closing), so closing can animate. */}
      {detail.property && (
        <Suspense fallback={null}>
          <PropertyDetailDialog
            property={detail.property}
            variant="landlord"
            open={detail.open}
            onClose={() => setDetail((current) => ({ ...current, open: false }))}
            sections={renderSections?.(detail.property)}
          />
        </Suspense>
      )}
      {deletion.property && (
        <Suspense fallback={null}>
          <DeletePropertyDialog
            property={deletion.property}
            open={deletion.open}
            onClose={() => setDeletion((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </>
  );
}

/** My Properties: the landlord's listings, adding and deleting them. */
export function LandlordProperties({
  ownerId,
  renderSections,
}: {
  ownerId: string;
  /** Sections of the detail dialog below the description (the listing's reviews, to answer them). */
  renderSections?: (property: Property) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [isAddFormWanted, setAddFormWanted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // Only a head start: a fetch that fails here (offline) is tried again when a dialog opens.
        for (const load of [loadAddDialog, loadDeleteDialog, loadDetailDialog]) load().catch(() => undefined);
      }),
    [],
  );

  const openAddForm = () => {
    // Only a landlord with a stored user id may add. Asked at the click: signing out in
    // another tab clears it while this screen stays open.
    const session = getUserSession();
    if (!ownerId || session?.role !== 'landlord' || session.userId !== ownerId) {
      notify.error(propertyMessages.onlyLandlords, 'add-property');
      return;
    }
    setAddFormWanted(true);
    setAdding(true);
  };

  return (
    <Box>
      <PageHeading
        title="My Properties"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAddForm}>
            Add Property
          </Button>
        }
      />
      {ownerId ? <OwnerProperties ownerId={ownerId} renderSections={renderSections} /> : <EmptyProperties />}
      {ownerId && isAddFormWanted && (
        <Suspense fallback={null}>
          <AddPropertyDialog open={adding} onClose={() => setAdding(false)} ownerId={ownerId} />
        </Suspense>
      )}
    </Box>
  );
}
