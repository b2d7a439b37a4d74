import { Box, InputAdornment, Skeleton, TextField, Typography } from '@mui/material';
import { type CreatePropertyBody, type CreatePropertyForm, PINCODE_UNKNOWN_MESSAGE, type Property } from '@rentease/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Pin } from '../../../components/map/pin-picker';
import { canDrawMaps } from '../../../lib/can-draw-maps';
import { translateApiMessage } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/use-is-client';
import { usePincodePlace } from '../api/places-api';

// The map's code loads with the listing form, not with My Properties.
const PinPicker = lazy(async () => ({ default: (await import('../../../components/map/maps')).PinPicker }));

/** The listing form's control and setter. */
type PlaceFieldProps = {
  control: Control<CreatePropertyForm, unknown, CreatePropertyBody>;
  setValue: UseFormSetValue<CreatePropertyForm>;
};

const asPin = (lat: unknown, lng: unknown): Pin | undefined =>
  typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;

/**
 * The PIN code, asked first: six digits place the pin at the code's area (the server's offline
 * dataset), which the landlord then drags to the building. A different code moves the pin again;
 * the listing's own code leaves its pin where it is.
 */
export function PincodeField({ control, setValue, property }: PlaceFieldProps & { property?: Property }) {
  const { t } = useTranslation();
  const pincode = useWatch({ control, name: 'pincode' });
  const place = usePincodePlace(typeof pincode === 'string' ? pincode : '');
  const placedFor = useRef(property?.pincode ?? '');

  useEffect(() => {
    if (!place.data || place.data.pincode === placedFor.current) return;
    placedFor.current = place.data.pincode;
    setValue('lat', place.data.lat, { shouldDirty: true });
    setValue('lng', place.data.lng, { shouldDirty: true });
  }, [place.data, setValue]);

  const unknown = place.isError ? translateApiMessage(PINCODE_UNKNOWN_MESSAGE) : undefined;
  return (
    <Controller
      control={control}
      name="pincode"
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ? translateApiMessage(fieldState.error.message) : unknown;
        return (
          <TextField
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('PIN code')}
            autoComplete="postal-code"
            fullWidth
            error={Boolean(message)}
            helperText={message ?? t('Six digits. The pin starts at its area; then drag it to the building.')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 6 },
              input: { endAdornment: place.isFetching ? <InputAdornment position="end">…</InputAdornment> : undefined },
            }}
          />
        );
      }}
    />
  );
}

/**
 * The map with the building's pin, below the address: drag it, click the map, or move it with
 * the arrow keys. Without WebGL there is no map, and the PIN code's area stands for the pin.
 */
export function ListingPinMap({ control, setValue, error }: PlaceFieldProps & { error?: string }) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const pin = asPin(lat, lng);
  if (isClient && !canDrawMaps()) return null;
  const placeholder = <Skeleton variant="rounded" sx={{ height: 280 }} />;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {isClient ? (
        <Suspense fallback={placeholder}>
          <PinPicker
            pin={pin}
            onChange={(next) => {
              setValue('lat', next.lat, { shouldDirty: true });
              setValue('lng', next.lng, { shouldDirty: true });
            }}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <Typography variant="body2" color={error ? 'error' : 'textSecondary'} sx={{ mt: 1 }} role={error ? 'alert' : undefined}>
        {error ??
          (pin
            ? t('Tenants see only the area within 300 m of the pin until their booking is confirmed.')
            : t('Enter the PIN code, or click the map where the building is.'))}
      </Typography>
    </Box>
  );
}
