import { z } from 'zod';
import {
  BOOKING_MODES,
  MAX_MONTHLY_RENT,
  MAX_PROPERTY_IMAGES,
  MOVE_IN_WINDOW_DAYS_DEFAULT,
  MOVE_IN_WINDOW_DAYS_MAX,
  PROPERTY_PAGE_SIZE,
  PROPERTY_PAGE_SIZE_MAX,
  PROPERTY_SEARCH_SORTS,
  PROPERTY_TYPES,
} from './constants.js';
import { DISTANCE_SORT_WITHOUT_NEAR_MESSAGE, RADIUS_WITHOUT_NEAR_MESSAGE } from './geo.js';
import { messages, propertyMessages } from './messages.js';
import { bboxParam, listingPlaceFields, nearParam, radiusKmParam } from './places.js';
import { DEPOSIT_MAX_MONTHS, HOUSE_RULES_MAX_LENGTH } from './rent.js';

export const propertyTypeSchema = z.enum(PROPERTY_TYPES);

/**
 * A number from a JSON number or a numeric string (HTML inputs send strings); anything else,
 * including an empty string, fails with `message`.
 */
function numberField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).refine(Number.isFinite, message),
  );
}

function positiveWhole(message: string, max: number) {
  return numberField(message).pipe(z.number().int(message).min(1, message).max(max, message));
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .optional()
    .transform((value) => value ?? '');
}

export const bookingModeSchema = z.enum(BOOKING_MODES, { error: propertyMessages.bookingModeInvalid });

/**
 * The landlord's first move-in day (yyyy-mm-dd), or null for "as soon as it is free". Whether it is
 * in the past depends on the server's clock, so the service checks that.
 */
const availableFromField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.date({ error: propertyMessages.availableFromInvalid }).nullable(),
);
const moveInWindowDaysField = positiveWhole(propertyMessages.moveInWindowInvalid, MOVE_IN_WINDOW_DAYS_MAX);

const depositField = numberField(propertyMessages.depositInvalid).pipe(
  z
    .number()
    .min(0, propertyMessages.depositInvalid)
    .max(MAX_MONTHLY_RENT * DEPOSIT_MAX_MONTHS, propertyMessages.depositTooHigh)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, propertyMessages.depositInvalid),
);

/** Whether a deposit (rupees) is within DEPOSIT_MAX_MONTHS of a monthly rent (rupees), compared in paise. */
export function depositWithinLimit(deposit: number, monthlyRent: number): boolean {
  return Math.round(deposit * 100) <= Math.round(monthlyRent * 100) * DEPOSIT_MAX_MONTHS;
}

/** POST /api/property/add. */
export const createPropertyBody = z.object({
  /** Accepted for compatibility with spec clients; the owner is always the signed-in landlord. */
  userId: z.string().optional(),
  title: z
    .string({ error: propertyMessages.titleRequired })
    .trim()
    .min(1, propertyMessages.titleRequired)
    .max(120, messages.tooLong),
  description: optionalText(5000),
  city: z.string({ error: propertyMessages.cityRequired }).trim().min(1, propertyMessages.cityRequired).max(80, messages.tooLong),
  address: optionalText(200),
  price: numberField(propertyMessages.priceInvalid).pipe(
    z
      .number()
      // At least one paisa: a positive amount that rounds to 0 paise (5e-324) is no price.
      .min(0.01, propertyMessages.priceInvalid)
      .max(MAX_MONTHLY_RENT, propertyMessages.priceInvalid)
      // Rupees with at most two decimals (paise).
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, propertyMessages.priceInvalid),
  ),
  bedrooms: positiveWhole(propertyMessages.bedroomsInvalid, 50),
  bathrooms: positiveWhole(propertyMessages.bathroomsInvalid, 50),
  area: positiveWhole(propertyMessages.areaInvalid, 1_000_000),
  // Optional: the form offers Apartment, House, Studio, Villa; apartment by default.
  propertyType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(PROPERTY_TYPES, { error: propertyMessages.typeInvalid }).default('apartment'),
  ),
  images: z
    .array(z.string().trim().min(1), { error: propertyMessages.imagesRequired })
    .min(1, propertyMessages.imagesRequired)
    .max(MAX_PROPERTY_IMAGES, propertyMessages.tooManyImages),
  availableFrom: availableFromField.default(null),
  moveInWindowDays: moveInWindowDaysField.default(MOVE_IN_WINDOW_DAYS_DEFAULT),
  bookingMode: bookingModeSchema.default('instant'),
  /** Rupees; at most DEPOSIT_MAX_MONTHS × the rent (checked against the price by the server and the form). */
  deposit: depositField.default(0),
  /** Printed in the rental agreement. */
  houseRules: optionalText(HOUSE_RULES_MAX_LENGTH),
  ...listingPlaceFields,
});
export type CreatePropertyBody = z.infer<typeof createPropertyBody>;

/**
 * PUT /api/property/{id}: every field of the add form with the same rules and messages; `images`
 * is the listing's new photo order (cover first), which may drop photos and add new uploads. The
 * availability and booking fields may be left out to keep what the listing has.
 */
export const updatePropertyBody = createPropertyBody.omit({ userId: true }).extend({
  availableFrom: availableFromField.optional(),
  moveInWindowDays: moveInWindowDaysField.optional(),
  bookingMode: bookingModeSchema.optional(),
  deposit: depositField.optional(),
  houseRules: z.string().trim().max(HOUSE_RULES_MAX_LENGTH, messages.tooLong).optional(),
});
export type UpdatePropertyBody = z.infer<typeof updatePropertyBody>;

/** A photo the landlord has uploaded for a listing being written: its full size and its card size. */
export const listingPhoto = z.object({ id: z.string(), url: z.string(), thumbnail_url: z.string() });
export type ListingPhoto = z.infer<typeof listingPhoto>;

/**
 * The Add Property form: the request, except that its photos are the uploaded images themselves (the
 * form shows their thumbnails and lets the landlord reorder them); it sends their full-size URLs.
 */
export const createPropertyForm = createPropertyBody.extend({
  images: z
    .array(listingPhoto, { error: propertyMessages.imagesRequired })
    .min(1, propertyMessages.imagesRequired)
    .max(MAX_PROPERTY_IMAGES, propertyMessages.tooManyImages)
    .transform((photos) => photos.map((photo) => photo.url)),
});
export type CreatePropertyForm = z.input<typeof createPropertyForm>;

const optionalQueryNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : Number(value)),
  z.number({ error: 'Must be a number' }).finite().min(0, 'Must not be negative').optional(),
);

/** Query of GET /api/property, /api/property/all and /api/property/user/{id}; all optional. */
export const propertyListQuery = z
  .object({
    city: z.string().trim().max(80).optional(),
    q: z.string().trim().max(80).optional(),
    type: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined), propertyTypeSchema.optional()),
    minPrice: optionalQueryNumber,
    maxPrice: optionalQueryNumber,
    minBedrooms: optionalQueryNumber,
    /** 'true': only listings of verified owners. */
    verified: z.preprocess((value) => (value === 'true' || value === true ? true : undefined), z.literal(true).optional()),
    /** Only listings whose shown point is in this map area: `minLng,minLat,maxLng,maxLat`. */
    bbox: bboxParam,
    /** Only listings whose shown point is within `radiusKm` of this point (`lat,lng`); each then carries `distance_km`. */
    near: nearParam,
    /** How far from `near`, in km (default SEARCH_RADIUS_KM_DEFAULT); only with `near`. */
    radiusKm: radiusKmParam,
    /** `distance`: nearest first, only with `near`. */
    sort: z.enum(PROPERTY_SEARCH_SORTS).default('newest'),
    limit: z.coerce.number().int().min(1).max(PROPERTY_PAGE_SIZE_MAX).default(PROPERTY_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .superRefine((query, context) => {
    // A distance, or an order by distance, means nothing without the point it is measured from.
    if (query.near !== undefined) return;
    if (query.radiusKm !== undefined)
      context.addIssue({ code: 'custom', path: ['radiusKm'], message: RADIUS_WITHOUT_NEAR_MESSAGE });
    if (query.sort === 'distance')
      context.addIssue({ code: 'custom', path: ['sort'], message: DISTANCE_SORT_WITHOUT_NEAR_MESSAGE });
  });
export type PropertyListQuery = z.infer<typeof propertyListQuery>;
export type PropertyListParams = z.input<typeof propertyListQuery>;

/** A listing as every client sees it. */
export const property = z.object({
  property_id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  address: z.string(),
  location: z.string(),
  /** Monthly rent in rupees. */
  price: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  /** Square feet. */
  area: z.number(),
  property_type: propertyTypeSchema,
  /** Full-size image URLs, cover first. */
  images: z.array(z.string()),
  /** Card-size versions of `images`, same order. */
  thumbnails: z.array(z.string()),
  /** True while a confirmed booking runs past today: the next move-in is `available_date`. */
  is_booked: z.boolean(),
  /**
   * First day a new tenant can move in (yyyy-mm-dd): the latest of today, the landlord's
   * `available_from` and the end of the last confirmed stay.
   */
  available_date: z.string(),
  /** The landlord's own first move-in day (yyyy-mm-dd), or null. */
  available_from: z.string().nullable(),
  /** How many days from `available_date` on a tenant may choose to move in (4: that day and the three after). */
  move_in_window_days: z.number(),
  booking_mode: bookingModeSchema,
  /** The security deposit in rupees (0: none), paid with the first payment and returned at move-out. */
  deposit: z.number(),
  /** The landlord's house rules ('' when none), printed in the rental agreement. */
  house_rules: z.string(),
  /** The landlord paused the listing: out of every search; only its landlord and the admin receive it. */
  paused: z.boolean(),
  user_id: z.string(),
  created_at: z.string(),
  /** Average of the published tenant reviews, one decimal; null when there is none. */
  rating_average: z.number().nullable(),
  rating_count: z.number(),
  /** The landlord is a verified owner: RentEase checked their ID and proof of ownership ('Verified owner'). */
  owner_verified: z.boolean(),
  /** The PIN code of the listing's area, or null. */
  pincode: z.string().nullable(),
  /**
   * Where to show the listing on a map: a point 100–300 m from the building, the same for everyone
   * (a 300 m circle around it holds the building), or null when it has no place yet. Never the
   * landlord's exact pin.
   */
  approximate_position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /**
   * The landlord's exact pin: only in the answers of the listing's landlord, the admin and a tenant
   * with a confirmed booking of it (the detail, and the landlord's own listings); absent for
   * everyone else, and when the listing has no place yet.
   */
  exact_position: z.object({ lat: z.number(), lng: z.number() }).optional(),
  /** Only in a search around a point (`near`): km from that point to the shown point, one decimal. */
  distance_km: z.number().optional(),
  /**
   * Only on a listing the admin hid, and only in the answers its landlord and the admin
   * get (everyone else gets 404): when and why. Absent on visible listings, so search pages stay lean.
   */
  hidden_at: z.string().optional(),
  hidden_reason: z.string().optional(),
  /** The landlord's first name, only in a single listing's answer (GET /api/property/{id}); never the last name. */
  owner_first_name: z.string().optional(),
  /** Only in a signed-in tenant's answers: whether this tenant saved the listing. */
  is_favourite: z.boolean().optional(),
});
export type Property = z.infer<typeof property>;

export const cityListQuery = z.object({
  prefix: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const citySuggestion = z.object({ city: z.string(), listings: z.number() });
export type CitySuggestion = z.infer<typeof citySuggestion>;

/** One processed image: `url` is the full size (what a listing's `images` holds). */
export const uploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const uploadResponse = z.object({ images: z.array(uploadedImage), urls: z.array(z.string()) });
export type UploadResponse = z.infer<typeof uploadResponse>;
