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
  type CitySuggestion,
  type CreatePropertyBody,
  createPropertyForm,
  messages,
  PROPERTY_TYPES,
  type PropertyType,
  propertyMessages,
} from '@rentease/contract';
import { type Ref, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddProperty, useCitySuggestions } from '../api/properties-api';
import { ImageUploader } from './image-uploader';

const FORM_FIELDS = [
  'title',
  'description',
  'city',
  'address',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'propertyType',
  'images',
] as const;

const typeLabel = (type: PropertyType) => type.charAt(0).toUpperCase() + type.slice(1);

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
            <Typography variant="body2" color="text.secondary" component="span">
              {option.listings} {option.listings === 1 ? 'listing' : 'listings'}
            </Typography>
          </Box>
        );
      }}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="City"
          name="city"
          required
          error={Boolean(error)}
          helperText={error}
          autoComplete="off"
          inputRef={inputRef}
        />
      )}
    />
  );
}

/**
 * The Add Property form: the contract's schema checks it before anything is sent,
 * photos upload while the landlord types, and the list refreshes itself once the listing exists.
 */
export function AddPropertyDialog({ open, onClose, ownerId }: { open: boolean; onClose: () => void; ownerId: string }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  // The draft survives an accidental close; only photos still uploading are lost (the uploader aborts them).
  const form = useZodForm(createPropertyForm, {
    defaultValues: {
      userId: ownerId,
      title: '',
      description: '',
      city: '',
      address: '',
      price: '',
      bedrooms: '',
      bathrooms: '',
      area: '',
      propertyType: 'apartment',
      images: [],
    },
  });
  const [isUploading, setIsUploading] = useState(false);
  const addProperty = useAddProperty();

  const send = async (body: CreatePropertyBody) => {
    try {
      await addProperty.mutateAsync(body);
      notify.success(propertyMessages.added, 'add-property');
      form.reset();
      onClose();
    } catch (error) {
      if (form.showServerErrors(error, FORM_FIELDS)) return;
      form.setError('root', {
        message: errorMessageOf(error, propertyMessages.addFailed, messages.serverErrorPleaseTryAgain),
      });
    }
  };

  // Photos still uploading are not part of the listing yet: nothing is checked or sent until they are.
  const submit = form.submit(send, { isBlocked: isUploading });

  const field = { control: form.control } as const;
  const submitLabel = isUploading ? 'Uploading images...' : addProperty.isPending ? 'Adding...' : 'Add Property';

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Add Property
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
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
          <FormTextField {...field} name="title" label="Title" required autoFocus sx={span.full} />
          <FormTextField {...field} name="description" label="Description" multiline minRows={3} sx={span.full} />
          <Box sx={span.pair}>
            <Controller
              control={form.control}
              name="city"
              render={({ field: city, fieldState }) => (
                <CityField value={city.value} onChange={city.onChange} error={fieldState.error?.message} inputRef={city.ref} />
              )}
            />
          </Box>
          <FormTextField {...field} name="address" label="Address" autoComplete="street-address" sx={span.pair} />
          <FormTextField
            {...field}
            name="price"
            label="Price"
            type="number"
            required
            sx={span.pair}
            slotProps={{
              input: {
                startAdornment: <InputAdornment position="start">₹</InputAdornment>,
                endAdornment: <InputAdornment position="end">/month</InputAdornment>,
              },
              htmlInput: { min: 1, step: 'any', inputMode: 'decimal' },
            }}
          />
          <FormTextField
            {...field}
            name="bedrooms"
            label="Bedrooms"
            type="number"
            required
            slotProps={{ htmlInput: wholeNumber }}
          />
          <FormTextField
            {...field}
            name="bathrooms"
            label="Bathrooms"
            type="number"
            required
            slotProps={{ htmlInput: wholeNumber }}
          />
          <FormTextField
            {...field}
            name="area"
            label="Area"
            type="number"
            required
            sx={span.pair}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">sq ft</InputAdornment> }, htmlInput: wholeNumber }}
          />
          <FormTextField {...field} select name="propertyType" label="Type" sx={span.pair}>
            {PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {typeLabel(type)}
              </MenuItem>
            ))}
          </FormTextField>
          <Box sx={{ ...span.full, mt: 1 }}>
            <Controller
              control={form.control}
              name="images"
              render={({ field: images, fieldState }) => (
                <ImageUploader
                  value={images.value}
                  onChange={images.onChange}
                  error={fieldState.error?.message}
                  onBusyChange={setIsUploading}
                  inputRef={images.ref}
                />
              )}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isUploading || addProperty.isPending}>
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
