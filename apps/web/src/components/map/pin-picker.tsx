import { Box } from '@mui/material';
import { type MapRef, Map as MapView, Marker, NavigationControl } from '@vis.gl/react-maplibre';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl, INDIA_VIEW, MAP_STYLE_URL } from './map-setup';

export type Pin = { lat: number; lng: number };

/** Close enough to see the streets around a PIN code's area. */
const PIN_ZOOM = 15;

/**
 * Where the building is, for the listing form: the pin starts at the PIN code's area and the
 * landlord drags it to the building (or clicks the map, or moves it with the arrow keys). The map
 * follows the pin when it is moved from outside (a new PIN code), not while it is dragged.
 */
export function PinPicker({ pin, onChange }: { pin: Pin | undefined; onChange: (pin: Pin) => void }) {
  const { t } = useTranslation();
  const mapRef = useRef<MapRef>(null);
  const dragged = useRef<Pin | undefined>(undefined);

  useEffect(() => {
    if (!pin || !mapRef.current) return;
    if (dragged.current && dragged.current.lat === pin.lat && dragged.current.lng === pin.lng) return;
    mapRef.current.flyTo({ center: [pin.lng, pin.lat], zoom: Math.max(mapRef.current.getZoom(), PIN_ZOOM - 2) });
  }, [pin]);

  const place = (next: Pin) => {
    const rounded = { lat: Number(next.lat.toFixed(6)), lng: Number(next.lng.toFixed(6)) };
    dragged.current = rounded;
    onChange(rounded);
  };

  return (
    <Box data-testid="pin-picker" sx={{ height: 280, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <MapView
        ref={mapRef}
        initialViewState={pin ? { latitude: pin.lat, longitude: pin.lng, zoom: PIN_ZOOM - 2 } : INDIA_VIEW}
        mapStyle={MAP_STYLE_URL}
        transformRequest={absoluteUrl}
        dragRotate={false}
        touchPitch={false}
        cooperativeGestures
        onClick={(event) => place({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {pin && (
          <Marker
            longitude={pin.lng}
            latitude={pin.lat}
            anchor="bottom"
            draggable
            onDragEnd={(event) => place({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
          >
            <Box
              component="button"
              type="button"
              data-testid="listing-pin"
              aria-label={t('The building: drag the pin, or use the arrow keys')}
              onKeyDown={(event) => {
                // About 10 m a press: fine enough to put the pin on the right building.
                const step = 0.0001;
                const moves: Record<string, Pin> = {
                  ArrowUp: { lat: pin.lat + step, lng: pin.lng },
                  ArrowDown: { lat: pin.lat - step, lng: pin.lng },
                  ArrowLeft: { lat: pin.lat, lng: pin.lng - step },
                  ArrowRight: { lat: pin.lat, lng: pin.lng + step },
                };
                const next = moves[event.key];
                if (!next) return;
                event.preventDefault();
                place(next);
              }}
              sx={{ p: 0, border: 0, background: 'none', cursor: 'grab', display: 'block', lineHeight: 0 }}
            >
              <svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">
                <path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 25 15 25s15-13.8 15-25C30 6.7 23.3 0 15 0z" fill="#0f766e" />
                <circle cx="15" cy="15" r="6" fill="#fff" />
              </svg>
            </Box>
          </Marker>
        )}
      </MapView>
    </Box>
  );
}
