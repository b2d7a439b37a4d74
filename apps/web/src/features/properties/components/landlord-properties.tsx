import AddIcon from '@mui/icons-material/Add';
import AddHomeIcon from '@mui/icons-material/AddHomeWorkOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PauseIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import ResumeIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { hiddenByRentEase, type Property, propertyMessages } from '@rentease/contract';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { getUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { whenIdle } from '../../../lib/when-idle';
import { usePropertyList, useSetPropertyPaused } from '../api/properties-api';
import { PropertyCard } from './property-card';
import { PropertyGrid } from './property-grid';

// The dialogs load when first opened: the listing form (with its validation schemas and uploader) is
// most of this screen's code, and the list shows without it.
// The dialogs' code is fetched once the list is up and the browser idle, so a click rarely waits for it.
const loadFormDialog = () => import('./property-form-dialog');
const loadDeleteDialog = () => import('./delete-property-dialog');
const loadDetailDialog = () => import('./property-detail-dialog');
const PropertyFormDialog = lazy(async () => ({ default: (await loadFormDialog()).PropertyFormDialog }));
const DeletePropertyDialog = lazy(async () => ({ default: (await loadDeleteDialog()).DeletePropertyDialog }));
const PropertyDetailDialog = lazy(async () => ({ default: (await loadDetailDialog()).PropertyDetailDialog }));

/**
 * A dialog's subject is kept after it closes so the closing animation still shows it;
 * `open` alone decides whether the dialog is shown.
 */
type DialogState = { property: Property | undefined; open: boolean };
const CLOSED: DialogState = { property: undefined, open: false };

function EmptyProperties() {
  const { t } = useTranslation();
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
          {t("You haven't listed any properties yet.")}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('Click the "Add Property" button to get started.')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Pauses a listing (out of search, bookings kept) or resumes it, saying which happened. */
function PauseButton({ property }: { property: Property }) {
  const { t } = useTranslation();
  const setPaused = useSetPropertyPaused();
  const toggle = () => {
    // One request at a time: a second click while the first is on its way does nothing.
    if (setPaused.isPending) return;
    setPaused.mutate(
      { id: property.id, paused: !property.paused },
      {
        onSuccess: (saved) =>
          notify.success(
            translateApiMessage(saved.paused ? propertyMessages.paused : propertyMessages.resumed),
            'pause-property',
          ),
        onError: (error) =>
          notify.error(errorMessageOf(error, translateApiMessage(propertyMessages.updateFailed)), 'pause-property'),
      },
    );
  };
  return (
    <Button
      size="small"
      onClick={toggle}
      disabled={setPaused.isPending}
      startIcon={property.paused ? <ResumeIcon /> : <PauseIcon />}
      aria-label={
        property.paused ? t('Resume {{title}}', { title: property.title }) : t('Pause {{title}}', { title: property.title })
      }
    >
      {property.paused ? t('Resume') : t('Pause')}
    </Button>
  );
}

/** The rarer actions of a listing, behind ⋮: Delete (which still asks first). */
function MoreActions({ property, onDelete }: { property: Property; onDelete: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('More actions for {{title}}', { title: property.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('Delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/** Under each of My Properties' cards: Edit, Pause or Resume, and the menu holding Delete. */
function OwnerActions({ property, onEdit, onDelete }: { property: Property; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('Edit {{title}}', { title: property.title })}>
        {t('Edit')}
      </Button>
      <PauseButton property={property} />
      <Box sx={{ flexGrow: 1 }} />
      <MoreActions property={property} onDelete={onDelete} />
    </Stack>
  );
}

/** The landlord's own listings, page by page; only rendered once the owner is known. */
function OwnerProperties({
  ownerId,
  renderSections,
  renderFormSections,
}: {
  ownerId: string;
  renderSections?: (property: Property) => ReactNode;
  renderFormSections?: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = usePropertyList({ kind: 'owner', ownerId }, {});
  const [detail, setDetail] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);
  const [editing, setEditing] = useState<DialogState>(CLOSED);
  // Each opening of the edit form starts from the listing as it is now, not from an earlier draft.
  const [editCount, setEditCount] = useState(0);
  const startEditing = (property: Property) => {
    loadFormDialog().catch(() => undefined);
    setEditCount((count) => count + 1);
    setEditing({ property, open: true });
  };

  return (
    <>
      <PropertyGrid
        list={list}
        errorMessage={t('Could not load your properties.')}
        empty={<EmptyProperties />}
        renderCard={(property) => (
          <Stack spacing={1}>
            <PropertyCard
              property={property}
              variant="landlord"
              onOpen={(opened) => setDetail({ property: opened, open: true })}
              footer={
                <OwnerActions
                  property={property}
                  onEdit={() => startEditing(property)}
                  onDelete={() => setDeletion({ property, open: true })}
                />
              }
            />
            {/* The admin took it down; only its landlord (and the admin) still see it. */}
            {property.hidden_reason !== undefined && (
              <Alert severity="warning" icon={false} sx={{ overflowWrap: 'anywhere' }}>
                {translateApiMessage(hiddenByRentEase(property.hidden_reason))}
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
      {editing.property && (
        <Suspense fallback={null}>
          <PropertyFormDialog
            key={editCount}
            ownerId={ownerId}
            property={editing.property}
            open={editing.open}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
            sections={renderFormSections?.(editing.property)}
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

/** My Properties: the landlord's listings, adding, editing, pausing and deleting them. */
export function LandlordProperties({
  ownerId,
  renderSections,
  renderFormSections,
}: {
  ownerId: string;
  /** Sections of the detail dialog below the description (the listing's reviews, to answer them). */
  renderSections?: (property: Property) => ReactNode;
  /**
   * Further parts of an existing listing's edit form that other features own and save themselves
   * (the weekly hours for visits, say), shown before the photos.
   */
  renderFormSections?: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [isAddFormWanted, setAddFormWanted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // Only a head start: a fetch that fails here (offline) is tried again when a dialog opens.
        for (const load of [loadFormDialog, loadDeleteDialog, loadDetailDialog]) load().catch(() => undefined);
      }),
    [],
  );

  const openAddForm = () => {
    // Only a landlord with a stored user id may add. Asked at the click: signing out in
    // another tab clears it while this screen stays open.
    const session = getUserSession();
    if (!ownerId || session?.role !== 'landlord' || session.userId !== ownerId) {
      notify.error(translateApiMessage(propertyMessages.onlyLandlords), 'add-property');
      return;
    }
    setAddFormWanted(true);
    setAdding(true);
  };

  return (
    <Box>
      <PageHeading
        title={t('My Properties')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAddForm}>
            {t('Add Property')}
          </Button>
        }
      />
      {ownerId ? (
        <OwnerProperties ownerId={ownerId} renderSections={renderSections} renderFormSections={renderFormSections} />
      ) : (
        <EmptyProperties />
      )}
      {ownerId && isAddFormWanted && (
        <Suspense fallback={null}>
          <PropertyFormDialog open={adding} onClose={() => setAdding(false)} ownerId={ownerId} />
        </Suspense>
      )}
    </Box>
  );
}
