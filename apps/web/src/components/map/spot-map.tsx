import { Layer, Map as MapView, NavigationControl, Source } from '@vis.gl/react-maplibre';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl, MAP_STYLE_URL } from './map-setup';

/** The circle's radius: the shown point is up to 300 m from the building, so the building is inside. */
const SPOT_RADIUS_M = 300;
const EARTH_RADIUS_M = 6_371_008.8;

/** A circle of radiusM around a point, as a polygon of 64 sides (good to a metre at this size). */
function circle(lat: number, lng: number, radiusM: number) {
  const sides = 64;
  const angular = radiusM / EARTH_RADIUS_M;
  const latRad = (lat * Math.PI) / 180;
  const ring = Array.from({ length: sides + 1 }, (_, step) => {
    const bearing = (2 * Math.PI * (step % sides)) / sides;
    const pointLat = Math.asin(Math.sin(latRad) * Math.cos(angular) + Math.cos(latRad) * Math.sin(angular) * Math.cos(bearing));
    const pointLng =
      (lng * Math.PI) / 180 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(latRad),
        Math.cos(angular) - Math.sin(latRad) * Math.sin(pointLat),
      );
    return [(pointLng * 180) / Math.PI, (pointLat * 180) / Math.PI];
  });
  return { type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: [ring] } };
}

/**
 * Where a listing is, roughly: a circle around its shown point, which is up to 300 m from the
 * building. The exact spot is for the tenant who books; the page says so.
 */
export function SpotMap({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useTranslation();
  const area = useMemo(() => circle(lat, lng, SPOT_RADIUS_M), [lat, lng]);
  return (
    // Styled by .spot-map in features/properties/components/listing-spot.css, which draws the section around it.
    <div role="img" aria-label={t('Map of the area around the home')} data-testid="spot-map" className="spot-map">
      <MapView
        initialViewState={{ latitude: lat, longitude: lng, zoom: 12 }}
        mapStyle={MAP_STYLE_URL}
        transformRequest={absoluteUrl}
        dragRotate={false}
        touchPitch={false}
        // A page scrolls past the map: one finger or the wheel moves the page, not the map.
        cooperativeGestures
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} position="top-right" />
        <Source id="spot" type="geojson" data={area}>
          <Layer id="spot-area" type="fill" paint={{ 'fill-color': '#0f766e', 'fill-opacity': 0.18 }} />
          <Layer id="spot-edge" type="line" paint={{ 'line-color': '#0f766e', 'line-width': 2 }} />
        </Source>
      </MapView>
    </div>
  );
}
