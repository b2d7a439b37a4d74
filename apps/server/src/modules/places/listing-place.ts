import { PINCODE_UNKNOWN_MESSAGE, POSITION_PAIR_MESSAGE } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';
import { pincodeArea } from './pincodes.service.js';

/** A listing's place as its columns; a field left out is one an edit keeps as it was. */
export type ListingPlace = { pincode?: string; lat?: number; lng?: number };

/**
 * Where a listing is, from what its add or edit form sent: the pin where the landlord put it, or,
 * with only a PIN code, the centre of that code's area (where the form starts the pin). A
 * latitude without a longitude (or the reverse) and a PIN code nobody can place are 400s on the
 * field, before anything is written.
 */
export async function listingPlaceOf(body: ListingPlace): Promise<ListingPlace> {
  const { pincode, lat, lng } = body;
  if ((lat === undefined) !== (lng === undefined)) {
    const missing = lat === undefined ? 'lat' : 'lng';
    throw AppError.badRequest(POSITION_PAIR_MESSAGE, { [missing]: POSITION_PAIR_MESSAGE });
  }
  if (lat !== undefined && lng !== undefined) return { pincode, lat, lng };
  if (pincode === undefined) return {};
  const area = await pincodeArea(pincode);
  if (!area) throw AppError.badRequest(PINCODE_UNKNOWN_MESSAGE, { pincode: PINCODE_UNKNOWN_MESSAGE });
  return { pincode, lat: area.lat, lng: area.lng };
}
