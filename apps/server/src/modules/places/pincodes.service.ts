import { PINCODE_UNKNOWN_MESSAGE, type PincodePlace } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';

type PincodeDataset = typeof import('pincode-lat-long')['default'];

let dataset: Promise<PincodeDataset> | undefined;

/**
 * The offline PIN-code dataset (the pincode-lat-long package: about 19,000 PIN codes, each with
 * the position of its area). It is a 1.2 MB module, so it loads on the first lookup, not at start.
 */
function pincodeDataset(): Promise<PincodeDataset> {
  dataset ??= import('pincode-lat-long').then((module) => module.default);
  return dataset;
}

/** Where a PIN code's area is, or undefined when the dataset does not hold the code. */
export async function pincodeArea(pincode: string): Promise<PincodePlace | undefined> {
  const position = (await pincodeDataset()).getlatlong(pincode);
  if (!position || !Number.isFinite(position.lat) || !Number.isFinite(position.long)) return undefined;
  return { pincode, lat: position.lat, lng: position.long };
}

/**
 * Where a PIN code's area is, for placing a new listing's pin before the landlord drags it to the
 * building. A well-formed code the dataset does not hold (new, or not a delivery area) is a 404
 * that says what to do instead.
 */
export async function findPincode(pincode: string): Promise<PincodePlace> {
  const area = await pincodeArea(pincode);
  if (!area) throw AppError.notFound(PINCODE_UNKNOWN_MESSAGE);
  return area;
}
