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
  createPropertyBody,
  messages,
  PROPERTY_TYPES,
  type PropertyType,
  propertyMessages,
} from '@rentease/contract';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { errorMessageOf, type FieldErrors, fieldErrorsOf, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useAddProperty, useCitySuggestions } from '../api/properties-api';
import { ImageUploader, type ListingImage } from './image-uploader';

type TextFieldName = 'title' | 'description' | 'city' | 'address' | 'price' | 'bedrooms' | 'bathrooms' | 'area';
type Fields = Record<TextFieldName, string> & { propertyType: PropertyType };
type FormField = keyof Fields | 'images';

const EMPTY: Fields = {
  title: '',
  description: '',
  city: '',
  address: '',
  price: '',
  bedrooms: '',
  bathrooms: '',
  area: '',
  propertyType: 'apartment',
};
const FORM_FIELDS = [...(Object.keys(EMPTY) as (keyof Fields)[]), 'images'] as const satisfies readonly FormField[];

const typeLabel = (type: PropertyType) => type.charAt(0).toUpperCase() + type.slice(1);

/** Free text with known cities offered as the user types; what is typed is kept as is. */
function CityField({ value, onChange, error }: { value: string; onChange: (city: string) => void; error?: string }) {
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
        <TextField {...params} label="City" name="city" required error={Boolean(error)} helperText={error} autoComplete="off" />
      )}
    />
  );
}

/**
 * The Add Property form (spec §2, §5): the contract's schema checks it before anything is sent,
 * photos upload while the landlord types, and the list refreshes itself once the listing exists.
 */
export function AddPropertyDialog({ open, onClose, ownerId }: { open: boolean; onClose: () => void; ownerId: string }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The draft survives an accidental close; only photos still uploading are lost (the uploader aborts them).
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [images, setImages] = useState<ListingImage[]>([]);
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const addProperty = useAddProperty();

  const setField = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const bind = (name: TextFieldName) => ({
    name,
    value: fields[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
  });

  const changeImages = (next: ListingImage[]) => {
    setImages(next);
    if (next.length > 0) setErrors((current) => ({ ...current, images: undefined }));
  };

  const showErrors = (next: FieldErrors<FormField>) => {
    setErrors(next);
    // Move focus to the first field to fix, so keyboard and screen reader users land on it.
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const reset = () => {
    setFields(EMPTY);
    setImages([]);
    setErrors({});
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addProperty.isPending || isUploading) return;
    setFailure(null);
    const parsed = createPropertyBody.safeParse({ ...fields, userId: ownerId, images: images.map((image) => image.url) });
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error, FORM_FIELDS));
      return;
    }
    addProperty.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(propertyMessages.added, 'add-property');
        reset();
        onClose();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, FORM_FIELDS);
        if (hasErrors(fieldErrors)) return showErrors(fieldErrors);
        setFailure(errorMessageOf(error, propertyMessages.addFailed, messages.serverErrorPleaseTryAgain));
      },
    });
  };

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
        <FormError message={failure} sx={{ mb: 2 }} />
        <Box
          component="form"
          id={formId}
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-labelledby={titleId}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <TextField label="Title" required autoFocus sx={span.full} {...bind('title')} />
          <TextField label="Description" multiline minRows={3} sx={span.full} {...bind('description')} />
          <Box sx={span.pair}>
            <CityField value={fields.city} onChange={(city) => setField('city', city)} error={errors.city} />
          </Box>
          <TextField label="Address" autoComplete="street-address" sx={span.pair} {...bind('address')} />
          <TextField
            label="Price"
            type="number"
            required
            sx={span.pair}
            {...bind('price')}
            slotProps={{
              input: {
                startAdornment: <InputAdornment position="start">₹</InputAdornment>,
                endAdornment: <InputAdornment position="end">/month</InputAdornment>,
              },
              htmlInput: { min: 1, step: 'any', inputMode: 'decimal' },
            }}
          />
          <TextField label="Bedrooms" type="number" required {...bind('bedrooms')} slotProps={{ htmlInput: wholeNumber }} />
          <TextField label="Bathrooms" type="number" required {...bind('bathrooms')} slotProps={{ htmlInput: wholeNumber }} />
          <TextField
            label="Area"
            type="number"
            required
            sx={span.pair}
            {...bind('area')}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">sq ft</InputAdornment> }, htmlInput: wholeNumber }}
          />
          <TextField
            select
            label="Type"
            name="propertyType"
            value={fields.propertyType}
            onChange={(event) => setField('propertyType', event.target.value)}
            error={Boolean(errors.propertyType)}
            helperText={errors.propertyType}
            sx={span.pair}
          >
            {PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {typeLabel(type)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ ...span.full, mt: 1 }}>
            <ImageUploader value={images} onChange={changeImages} error={errors.images} onBusyChange={setIsUploading} />
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
