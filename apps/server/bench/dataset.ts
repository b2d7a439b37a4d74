import { PROPERTY_TYPES, type PropertyType } from '@rentease/contract';

/**
 * The benchmark's synthetic marketplace. Everything comes from one seeded PRNG, ids included, so
 * both engines hold identical data and two runs of the benchmark measure the same thing.
 */

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
};

/** mulberry32: tiny, fast and good enough to spread synthetic rows. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = (8 + Math.floor(next() * 4)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, uuid };
}

// biome-ignore format: a compact list of names reads better than one per line
const REAL_CITIES = [
  'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Ahmedabad', 'Chennai', 'Kolkata', 'Surat', 'Pune', 'Jaipur', 'Lucknow',
  'Kanpur', 'Nagpur', 'Indore', 'Thane', 'Bhopal', 'Visakhapatnam', 'Patna', 'Vadodara', 'Ghaziabad', 'Ludhiana', 'Agra',
  'Nashik', 'Faridabad', 'Meerut', 'Rajkot', 'Varanasi', 'Srinagar', 'Aurangabad', 'Dhanbad', 'Amritsar', 'Navi Mumbai',
  'Prayagraj', 'Ranchi', 'Howrah', 'Coimbatore', 'Jabalpur', 'Gwalior', 'Vijayawada', 'Jodhpur', 'Madurai', 'Raipur', 'Kota',
  'Guwahati', 'Chandigarh', 'Solapur', 'Hubballi', 'Tiruchirappalli', 'Bareilly', 'Mysuru', 'Tiruppur', 'Gurugram', 'Aligarh',
  'Jalandhar', 'Bhubaneswar', 'Salem', 'Warangal', 'Thiruvananthapuram', 'Bhiwandi', 'Saharanpur', 'Gorakhpur', 'Guntur',
  'Bikaner', 'Amravati', 'Noida', 'Jamshedpur', 'Bhilai', 'Cuttack', 'Kochi', 'Udaipur',
] as const;

// biome-ignore format: a compact list of names reads better than one per line
const NAME_ROOTS = [
  'Ram', 'Shiv', 'Krishna', 'Lakshmi', 'Hari', 'Chandra', 'Surya', 'Raj', 'Sita', 'Gopal', 'Bhim', 'Arjun', 'Indra', 'Kamal',
  'Ganga', 'Narayan', 'Madhav', 'Vijay', 'Anand', 'Sundar', 'Keshav', 'Mohan', 'Govind', 'Devi', 'Shanti', 'Nanda', 'Kesar',
  'Amar', 'Bala', 'Durga', 'Jay', 'Prem', 'Ratan', 'Soma', 'Tara', 'Vasant', 'Nil', 'Padma',
] as const;

// biome-ignore format: a compact list of names reads better than one per line
const NAME_SUFFIXES = [
  'pur', 'nagar', 'abad', 'garh', 'ganj', 'kot', 'pura', 'puram', 'gaon', 'wadi', 'palli', 'halli', 'patnam', 'ner', 'gudi',
] as const;

/**
 * `count` distinct city names (case-insensitively): India's biggest cities first, then plausible
 * root + suffix names, so substring search has realistic overlaps ("pur", "nagar", "abad").
 */
export function generateCityNames(count: number, random: Random): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    if (names.length < count && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  };
  for (const city of REAL_CITIES) add(city);
  const combinations = NAME_ROOTS.flatMap((root) => NAME_SUFFIXES.map((suffix) => `${root}${suffix}`));
  shuffle(combinations, random);
  for (const name of combinations) add(name);
  if (names.length < count) throw new Error(`Only ${names.length} distinct city names are available; asked for ${count}.`);
  return names;
}

export function shuffle<T>(items: T[], random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
}

/**
 * Search terms for the load test, spread from common to rare so the mix covers both the "most
 * listings match" and the "few listings match" plans: 3-letter substrings and 2-letter prefixes.
 */
export function searchTerms(cityNames: readonly string[]): SearchTerms {
  const occurrences = countOccurrences(cityNames, substringsOf3);
  const substrings = spreadByFrequency(occurrences, 8);
  const prefixes = spreadByFrequency(
    countOccurrences(cityNames, (name) => [name.slice(0, 2)]),
    8,
  );
  // Every 3 letters found in some city name, in a fixed random order: a wide mix of searches for
  // which the response cache cannot keep every answer warm.
  const everySubstring = [...occurrences.keys()].sort();
  shuffle(everySubstring, createRandom(TERMS_SEED));
  return { substrings, prefixes, everySubstring, localities: LOCALITY_TERMS, otherNames: OTHER_CITY_NAMES };
}

export type SearchTerms = {
  substrings: string[];
  prefixes: string[];
  everySubstring: string[];
  /** Text that names no city but is in addresses: each of the dataset's localities holds 1/17 of all listings. */
  localities: string[];
  /** Other names of the real cities in the dataset ('bangalore' for Bengaluru). */
  otherNames: string[];
};

const LOCALITY_TERMS = ['indiranagar', 'salt lake', 'park street', 'jubilee hills'];
const OTHER_CITY_NAMES = ['bangalore', 'bombay', 'madras', 'calcutta', 'poona'];

const TERMS_SEED = 7;

function substringsOf3(name: string): string[] {
  const terms: string[] = [];
  for (let i = 0; i + 3 <= name.length; i++) terms.push(name.slice(i, i + 3));
  return terms;
}

function countOccurrences(cityNames: readonly string[], termsOf: (lowerName: string) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of cityNames) {
    for (const term of new Set(termsOf(name.toLowerCase()))) {
      if (/^[a-z]+$/.test(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  return counts;
}

/** `n` terms at evenly spaced ranks of the frequency list (most frequent first, ties alphabetical). */
function spreadByFrequency(counts: Map<string, number>, n: number): string[] {
  const ranked = [...counts.entries()]
    .filter(([, cities]) => cities >= 2)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([term]) => term);
  if (ranked.length <= n) return ranked;
  return Array.from({ length: n }, (_, i) => ranked[Math.floor((i * (ranked.length - 1)) / (n - 1))] ?? '').filter(Boolean);
}

export type SeedUser = { id: string; role: 'landlord' | 'tenant'; email: string; firstName: string; lastName: string };

// biome-ignore format: a compact list of names reads better than one per line
const FIRST_NAMES = [
  'Aarav', 'Ananya', 'Arjun', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Rohan', 'Saanvi', 'Vihaan', 'Priya', 'Rahul',
];
const LAST_NAMES = ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Nair', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi', 'Kulkarni', 'Bose'];

export function generateUsers(role: SeedUser['role'], count: number, random: Random): SeedUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: random.uuid(),
    role,
    email: `bench-${role}-${String(i).padStart(5, '0')}@rentease.bench`,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
  }));
}

export type SeedListing = {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  city: string;
  address: string;
  location: string;
  pricePaise: number;
  bedrooms: number;
  bathrooms: number;
  areaSqft: number;
  propertyType: PropertyType;
  createdAt: Date;
  /** The pin, and the point others are shown (100–300 m away), as listing-place.ts places them. */
  lat: number;
  lng: number;
  approxLat: number;
  approxLng: number;
};

export type SeedUpload = { id: string; ownerId: string; cardKey: string; fullKey: string; width: number; height: number };
export type SeedImage = { propertyId: string; position: number; uploadId: string };
export type ListingChunk = { listings: SeedListing[]; uploads: SeedUpload[]; images: SeedImage[] };

export type ListingPlan = {
  cityNames: readonly string[];
  /** Who owns the next listing: a few agencies own thousands, most landlords a handful. */
  pickLandlord: () => SeedUser;
  now: number;
  /** Where each city is (cityCentres), and a stream of its own for the pins, so the rest of the data is as before. */
  centres: ReadonlyMap<string, LatLng>;
  placeRandom: Random;
};

type LatLng = { lat: number; lng: number };

/** The real cities' positions, for map searches around places people know; the rest are made up. */
const KNOWN_CENTRES: Record<string, LatLng> = {
  Mumbai: { lat: 19.076, lng: 72.8777 },
  Delhi: { lat: 28.6139, lng: 77.209 },
  Bengaluru: { lat: 12.9716, lng: 77.5946 },
  Hyderabad: { lat: 17.385, lng: 78.4867 },
  Ahmedabad: { lat: 23.0225, lng: 72.5714 },
  Chennai: { lat: 13.0827, lng: 80.2707 },
  Kolkata: { lat: 22.5726, lng: 88.3639 },
  Surat: { lat: 21.1702, lng: 72.8311 },
  Pune: { lat: 18.5204, lng: 73.8567 },
  Jaipur: { lat: 26.9124, lng: 75.7873 },
  Thane: { lat: 19.2183, lng: 72.9781 },
  'Navi Mumbai': { lat: 19.033, lng: 73.0297 },
  Noida: { lat: 28.5355, lng: 77.391 },
  Gurugram: { lat: 28.4595, lng: 77.0266 },
};

/** How far from its city's centre a listing may be (km): a big city's sprawl. */
const CITY_SPREAD_KM = 20;
const KM_PER_DEGREE = 111.195;

/**
 * Each city's centre: the real position of the cities KNOWN_CENTRES holds, a made-up one inland
 * (well inside INDIA_BOUNDS) for the others. Thane, Navi Mumbai and Mumbai overlap, as they do.
 */
export function cityCentres(cityNames: readonly string[], random: Random): Map<string, LatLng> {
  return new Map(
    cityNames.map((name) => [
      name,
      KNOWN_CENTRES[name] ?? { lat: degrees4(10 + random.next() * 18), lng: degrees4(73 + random.next() * 14) },
    ]),
  );
}

/** Degrees to four decimals (about 11 m), as a person would type a point into a search. */
const degrees4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** `from` moved `km` on a bearing (a flat step: exact enough over a city). */
function stepped(from: LatLng, km: number, bearing: number): LatLng {
  return {
    lat: from.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    lng: from.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
  };
}

/** A pin spread evenly over the city's disc, and its shown point 100–300 m from it. */
function placeIn(centre: LatLng, random: Random) {
  const pin = stepped(centre, CITY_SPREAD_KM * Math.sqrt(random.next()), random.next() * 2 * Math.PI);
  const shown = stepped(pin, 0.1 + random.next() * 0.2, random.next() * 2 * Math.PI);
  return { lat: pin.lat, lng: pin.lng, approxLat: shown.lat, approxLng: shown.lng };
}

// biome-ignore format: a compact list of names reads better than one per line
const LOCALITIES = [
  'MG Road', 'Civil Lines', 'Gandhi Nagar', 'Station Road', 'Old Town', 'Lake View', 'Model Town', 'Sector 12', 'Sector 45',
  'Nehru Colony', 'Shastri Nagar', 'Park Street', 'Green Park', 'Jubilee Hills', 'Anna Nagar', 'Salt Lake', 'Indiranagar',
];
const TYPE_LABELS: Record<PropertyType, string> = { apartment: 'Apartment', house: 'House', studio: 'Studio', villa: 'Villa' };
const FEATURES = ['modular kitchen', 'covered parking', 'power backup', '24x7 security', 'balcony', 'lift', 'gym', 'garden'];
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const MIN_RENT_RUPEES = 5_000;
const MAX_RENT_RUPEES = 300_000;

/**
 * Listings `from`..`to` (exclusive) with their uploads and images; their booking history is
 * dataset-bookings.ts's. The first cityNames.length listings take one city each, so every city
 * exists; the rest follow a Zipf-like spread, big cities first, as a real marketplace would.
 */
export function generateListingChunk(plan: ListingPlan, from: number, to: number, random: Random): ListingChunk {
  const chunk: ListingChunk = { listings: [], uploads: [], images: [] };
  const cityIndex = zipfSampler(plan.cityNames.length, 0.9, random);
  for (let n = from; n < to; n++) {
    const city = plan.cityNames[n < plan.cityNames.length ? n : cityIndex()] ?? 'Mumbai';
    const listing = generateListing(city, plan.pickLandlord().id, plan.now, random);
    const centre = plan.centres.get(city) ?? { lat: 19.076, lng: 72.8777 };
    chunk.listings.push({ ...listing, ...placeIn(centre, plan.placeRandom) });
    const imageCount = random.int(1, 3);
    for (let position = 0; position < imageCount; position++) {
      const upload = { id: random.uuid(), ownerId: listing.ownerId, cardKey: 'bench-card.webp', fullKey: 'bench-full.webp' };
      chunk.uploads.push({ ...upload, width: 1600, height: 1067 });
      chunk.images.push({ propertyId: listing.id, position, uploadId: upload.id });
    }
  }
  return chunk;
}

function generateListing(
  city: string,
  ownerId: string,
  now: number,
  random: Random,
): Omit<SeedListing, 'lat' | 'lng' | 'approxLat' | 'approxLng'> {
  const propertyType = random.pick(PROPERTY_TYPES);
  const bedrooms = propertyType === 'studio' ? 1 : random.int(1, 5);
  const locality = random.pick(LOCALITIES);
  const address = `${random.int(1, 999)}, ${locality}`;
  // Log-uniform: many modest rents, a long tail of expensive ones; rounded to ₹500 like real ads.
  const rupees = MIN_RENT_RUPEES * (MAX_RENT_RUPEES / MIN_RENT_RUPEES) ** random.next();
  const features = [random.pick(FEATURES), random.pick(FEATURES)].join(' and ');
  return {
    id: random.uuid(),
    ownerId,
    title: `${bedrooms} BHK ${TYPE_LABELS[propertyType]} in ${locality}`,
    description:
      `A bright ${bedrooms} bedroom ${propertyType} in ${locality}, ${city}, close to schools, shops and transport. ` +
      `Comes with ${features}. Family-friendly society, water supply round the clock.`,
    city,
    address,
    location: `${address}, ${city}`,
    pricePaise: Math.min(MAX_RENT_RUPEES, Math.max(MIN_RENT_RUPEES, Math.round(rupees / 500) * 500)) * 100,
    bedrooms,
    bathrooms: random.int(1, Math.min(4, bedrooms + 1)),
    areaSqft: random.int(300, 4000),
    propertyType,
    createdAt: new Date(now - Math.floor(random.next() * TWO_YEARS_MS)),
  };
}

/** Index in [0, n) with P(i) ∝ 1 / (i + 1)^s. */
function zipfSampler(n: number, s: number, random: Random): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += 1 / (i + 1) ** s;
    cumulative.push(total);
  }
  return () => {
    const target = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? total) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A group of users who together get `share` of all picks (spread evenly among them). */
export type Tier = { users: number; share: number };

/**
 * Picks from `items` with a skew: the first tiers[0].users items share tiers[0].share of the
 * picks, the next tiers[1].users share tiers[1].share, and so on; the rest share what is left.
 * Real marketplaces look like this: a few agencies and corporate accounts, a long tail of people.
 */
export function tieredSampler<T>(items: readonly T[], tiers: readonly Tier[], random: Random): () => T {
  const bounds: { end: number; from: number; to: number }[] = [];
  let share = 0;
  let from = 0;
  for (const tier of tiers) {
    const to = Math.min(items.length, from + tier.users);
    if (to > from) {
      share += tier.share;
      bounds.push({ end: share, from, to });
    }
    from = to;
  }
  if (share >= 1 || from >= items.length) throw new Error('tieredSampler: the tiers leave nothing for everyone else');
  bounds.push({ end: 1, from, to: items.length });
  return () => {
    const u = random.next();
    const tier = bounds.find((b) => u < b.end) ?? bounds[bounds.length - 1];
    const item = tier ? items[tier.from + Math.floor(random.next() * (tier.to - tier.from))] : undefined;
    if (item === undefined) throw new Error('tieredSampler: empty tier');
    return item;
  };
}
