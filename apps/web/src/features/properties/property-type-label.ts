import type { PropertyType } from '@rentease/contract';
import { i18n, msg } from '../../lib/i18n';

const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: msg('Apartment'),
  house: msg('House'),
  studio: msg('Studio'),
  villa: msg('Villa'),
};

const isPropertyType = (type: string): type is PropertyType => Object.hasOwn(PROPERTY_TYPE_LABELS, type);

/** A property type as people read it ('Apartment'); the API's value ('apartment') stays as it is. */
export function propertyTypeLabel(type: string): string {
  return isPropertyType(type) ? i18n.t(PROPERTY_TYPE_LABELS[type]) : type;
}
