import CloseIcon from '@mui/icons-material/Close';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  BOOKING_MODES,
  type CitySuggestion,
  type CreatePropertyBody,
  type CreatePropertyForm,
  createPropertyForm,
  DEPOSIT_MAX_MONTHS,
  depositWithinLimit,
  HOUSE_RULES_MAX_LENGTH,
  type ListingPhoto,
  MOVE_IN_WINDOW_DAYS_DEFAULT,
  MOVE_IN_WINDOW_DAYS_MAX,
  messages,
  PROPERTY_TYPES,
  type Property,
  propertyMessages,
} from '@rentease/contract';
import { format } from 'date-fns';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddProperty, useCitySuggestions, useUpdateProperty } from '../api/properties-api';
import { bookingModeLabel } from '../availability';
import { propertyTypeLabel } from '../property-type-label';
import { ImageUploader } from './image-uploader';
import { ListingPinMap, PincodeField } from './listing-place-field';

const FORM_FIELDS = [
  'title',
  'description',
  'pincode',
  'lat',
  'lng',
  'city',
  'address',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'propertyType',
  'images',
  'availableFrom',
  'moveInWindowDays',
  'bookingMode',
  'deposit',
  'houseRules',
] as const;

/**
 * The add form's schema, plus the one rule between two fields: the deposit is at most twelve
 * months of the rent (the server checks it too, against the rent as it will be saved).
 */
const listingForm = createPropertyForm.superRefine((listing, ctx) => {
  if (depositWithinLimit(listing.deposit, listing.price)) return;
  ctx.addIssue({ code: 'custom', path: ['deposit'], message: propertyMessages.depositTooHigh });
});

/** Free text with known cities offered as the user types; what is typed is kept as is. */
function CityField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (city: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const suggestions = useCitySuggestions(useDebounced(value, 200));
  return (
    <Autocomplete<CitySuggestion, false, false, true>
      freeSolo
      options={value.trim() ? (suggestions.data ?? []) : []}
      // The server already matched the prefix; filtering again would hide nothing but cost work.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.city)}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{option.city}</span>
            <Typography variant="body2" color="textSecondary" component="span">
              {t('{{count}} listings', { count: option.listings })}
            </Typography>
          </Box>
        );
      }}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('City')}
          name="city"
          required
          error={Boolean(error)}
          helperText={error && translateApiMessage(error)}
          autoComplete="off"
          inputRef={inputRef}
        />
      )}
    />
  );
}

/** The photos a listing already has, as the uploader holds them (its URL is a photo's key). */
function photosOf(property: Property): ListingPhoto[] {
  return property.images.map((url, index) => ({ id: url, url, thumbnail_url: property.thumbnails[index] ?? url }));
}

/** The form's starting values: empty for a new listing, or everything the listing has. */
function initialValues(ownerId: string, property: Property | undefined): CreatePropertyForm {
  if (!property) {
    return {
      userId: ownerId,
      title: '',
      description: '',
      pincode: '',
      city: '',
      address: '',
      price: '',
      bedrooms: '',
      bathrooms: '',
      area: '',
      propertyType: 'apartment',
      images: [],
      availableFrom: '',
      moveInWindowDays: String(MOVE_IN_WINDOW_DAYS_DEFAULT),
      bookingMode: 'instant',
      deposit: '0',
      houseRules: '',
    };
  }
  return {
    userId: ownerId,
    title: property.title,
    description: property.description,
    pincode: property.pincode ?? '',
    // The landlord's own answers carry the exact pin; the form starts from it.
    lat: property.exact_position?.lat,
    lng: property.exact_position?.lng,
    city: property.city,
    address: property.address,
    price: String(property.price),
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    area: String(property.area),
    propertyType: property.property_type,
    images: photosOf(property),
    availableFrom: property.available_from ?? '',
    moveInWindowDays: String(property.move_in_window_days),
    bookingMode: property.booking_mode,
    deposit: String(property.deposit),
    houseRules: property.house_rules,
  };
}

/** A titled part of the listing form. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ ...span.full, display: 'grid', gap: 2, gridTemplateColumns: 'subgrid' }}>
      <Typography component="h3" variant="h6" sx={{ ...span.full, mt: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The listing form, for adding a listing or (given `property`) editing one: the contract's schema
 * checks it before anything is sent, photos upload while the landlord types and can be reordered,
 * and the lists refresh themselves once it is saved. `sections` are further parts of the listing
 * a landlord sets up with it (each saved on its own), shown before the photos.
 */
export function PropertyFormDialog({
  open,
  onClose,
  ownerId,
  property,
  sections,
}: {
  open: boolean;
  onClose: () => void;
  ownerId: string;
  property?: Property;
  sections?: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const isEdit = property !== undefined;
  // The draft survives an accidental close; only photos still uploading are lost (the uploader aborts them).
  const form = useZodForm(listingForm, { defaultValues: initialValues(ownerId, property) });
  const [isUploading, setIsUploading] = useState(false);
  const addProperty = useAddProperty();
  const updateProperty = useUpdateProperty();
  const isSaving = addProperty.isPending || updateProperty.isPending;

  const send = async (body: CreatePropertyBody) => {
    try {
      if (property) {
        // The owner of a listing never changes: an edit sends only the listing.
        const { userId: _owner, ...changes } = body;
        await updateProperty.mutateAsync({ id: property.id, body: changes });
        notify.success(translateApiMessage(propertyMessages.updated), 'edit-property');
      } else {
        await addProperty.mutateAsync(body);
        notify.success(translateApiMessage(propertyMessages.added), 'add-property');
        form.reset();
      }
      onClose();
    } catch (error) {
      if (form.showServerErrors(error, FORM_FIELDS)) return;
      form.setError('root', {
        message: errorMessageOf(
          error,
          translateApiMessage(isEdit ? propertyMessages.updateFailed : propertyMessages.addFailed),
          translateApiMessage(messages.serverErrorPleaseTryAgain),
        ),
      });
    }
  };

  // Photos still uploading are not part of the listing yet: nothing is checked or sent until they are.
  const submit = form.submit(send, { isBlocked: isUploading });

  const field = { control: form.control } as const;
  const idleLabel = isEdit ? t('Save Changes') : t('Add Property');
  const busyLabel = isEdit ? t('Saving...') : t('Adding...');
  const submitLabel = isUploading ? t('Uploading images...') : isSaving ? busyLabel : idleLabel;
  // The server refuses a pin outside India (or half a pin) on lat or lng; the map says it.
  const placeError = form.formState.errors.lat?.message ?? form.formState.errors.lng?.message;
  // A date before today cannot be chosen; one the listing already has stays as it is.
  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {isEdit ? t('Edit Property') : t('Add Property')}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
        <Box
          component="form"
          id={formId}
          onSubmit={submit}
          noValidate
          aria-labelledby={titleId}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <FormTextField {...field} name="title" label={t('Title')} required autoFocus sx={span.full} />
          <FormTextField {...field} name="description" label={t('Description')} multiline minRows={3} sx={span.full} />
          <FormTextField
            {...field}
            name="price"
            label={t('Price')}
            type="number"
            required
            sx={span.pair}
            slotProps={{
              input: {
                startAdornment: <InputAdornment position="start">₹</InputAdornment>,
                endAdornment: <InputAdornment position="end">{t('/month')}</InputAdornment>,
              },
              htmlInput: { min: 1, step: 'any', inputMode: 'decimal' },
            }}
          />
          <FormTextField
            {...field}
            name="bedrooms"
            label={t('Bedrooms')}
            type="number"
            required
            slotProps={{ htmlInput: wholeNumber }}
          />
          <FormTextField
            {...field}
            name="bathrooms"
            label={t('Bathrooms')}
            type="number"
            required
            slotProps={{ htmlInput: wholeNumber }}
          />
          <FormTextField
            {...field}
            name="area"
            label={t('Area')}
            type="number"
            required
            sx={span.pair}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">{t('sq ft')}</InputAdornment> },
              htmlInput: wholeNumber,
            }}
          />
          <FormTextField {...field} select name="propertyType" label={t('Type')} sx={span.pair}>
            {PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {propertyTypeLabel(type)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormSection title={t('Where it is')}>
            <Box sx={span.pair}>
              <PincodeField control={form.control} setValue={form.setValue} property={property} />
            </Box>
            <Box sx={span.pair}>
              <Controller
                control={form.control}
                name="city"
                render={({ field: city, fieldState }) => (
                  <CityField value={city.value} onChange={city.onChange} error={fieldState.error?.message} inputRef={city.ref} />
                )}
              />
            </Box>
            <FormTextField {...field} name="address" label={t('Address')} autoComplete="street-address" sx={span.full} />
            <ListingPinMap
              control={form.control}
              setValue={form.setValue}
              error={placeError && translateApiMessage(placeError)}
            />
          </FormSection>
          <FormSection title={t('Availability and booking')}>
            <FormTextField
              {...field}
              name="availableFrom"
              label={t('Available from')}
              type="date"
              helperText={t('Leave empty to rent it out as soon as it is free.')}
              sx={span.pair}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <FormTextField
              {...field}
              name="moveInWindowDays"
              label={t('Move-in window (days)')}
              type="number"
              helperText={t('How many days from the available date a tenant may choose to move in.')}
              sx={span.pair}
              slotProps={{ htmlInput: { ...wholeNumber, max: MOVE_IN_WINDOW_DAYS_MAX } }}
            />
            <FormTextField {...field} select name="bookingMode" label={t('Booking')} sx={span.full}>
              {BOOKING_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {bookingModeLabel(mode)}
                </MenuItem>
              ))}
            </FormTextField>
          </FormSection>
          <FormSection title={t('Deposit and house rules')}>
            <FormTextField
              {...field}
              name="deposit"
              label={t('Security deposit')}
              type="number"
              helperText={t(
                'Paid with the first payment and returned at move-out; up to {{months}} months of rent, 0 for none.',
                {
                  months: DEPOSIT_MAX_MONTHS,
                },
              )}
              sx={span.pair}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
              }}
            />
            <FormTextField
              {...field}
              name="houseRules"
              label={t('House rules')}
              multiline
              minRows={3}
              helperText={t('Printed in the rental agreement, e.g. pets, smoking, guests, quiet hours.')}
              sx={span.full}
              slotProps={{ htmlInput: { maxLength: HOUSE_RULES_MAX_LENGTH } }}
            />
          </FormSection>
          {sections && <Box sx={span.full}>{sections}</Box>}
          <Box sx={{ ...span.full, mt: 1 }}>
            <Controller
              control={form.control}
              name="images"
              render={({ field: images, fieldState }) => (
                <ImageUploader
                  value={images.value}
                  onChange={images.onChange}
                  error={fieldState.error?.message && translateApiMessage(fieldState.error.message)}
                  onBusyChange={setIsUploading}
                  inputRef={images.ref}
                />
              )}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isUploading || isSaving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const wholeNumber = { min: 1, step: 1, inputMode: 'numeric' } as const;

/** Two columns on phones (only the room counts share a row), four from md. */
const span = {
  full: { gridColumn: '1 / -1' },
  pair: { gridColumn: { xs: '1 / -1', sm: 'span 1', md: 'span 2' } },
} as const;
