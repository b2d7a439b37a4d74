/**
 * Indian cities people still call by another name: each row is the name listings use first,
 * then the names people type. Search, suggestions and saved searches treat them as one city.
 * Lower case; kept here so the server and the web app agree.
 */
const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore', 'blr'],
  ['mumbai', 'bombay'],
  ['gurugram', 'gurgaon'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['pune', 'poona'],
  ['thiruvananthapuram', 'trivandrum'],
  ['vadodara', 'baroda'],
  ['mysuru', 'mysore'],
  ['mangaluru', 'mangalore'],
  ['kochi', 'cochin'],
  ['puducherry', 'pondicherry'],
  ['varanasi', 'benares', 'banaras'],
  ['prayagraj', 'allahabad'],
  ['kozhikode', 'calicut'],
  ['shimla', 'simla'],
  ['visakhapatnam', 'vizag', 'vishakhapatnam'],
  ['delhi', 'new delhi'],
  ['belagavi', 'belgaum'],
  ['hubballi', 'hubli'],
  ['kalaburagi', 'gulbarga'],
  ['vijayapura', 'bijapur'],
  ['shivamogga', 'shimoga'],
  ['tumakuru', 'tumkur'],
  ['ballari', 'bellary'],
  ['thrissur', 'trichur'],
  ['kannur', 'cannanore'],
  ['kollam', 'quilon'],
  ['alappuzha', 'alleppey'],
  ['tiruchirappalli', 'trichy', 'tiruchi'],
  ['thoothukudi', 'tuticorin'],
  ['kanchipuram', 'conjeevaram'],
  ['udhagamandalam', 'ooty'],
  ['panaji', 'panjim'],
  ['kanpur', 'cawnpore'],
  ['ahmedabad', 'amdavad'],
  ['jabalpur', 'jubbulpore'],
  ['rajamahendravaram', 'rajahmundry'],
  ['guwahati', 'gauhati'],
];

/**
 * Search text of at least this many letters that names no city finds the listings whose address
 * holds it (a locality: 'Koramangala', 'Powai'); trigram indexes need three letters.
 */
export const LOCALITY_MIN_LENGTH = 3;

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of CITY_NAME_GROUPS) for (const name of group) GROUP_OF.set(name, group);

/** Every name of the city `name` is one of (itself alone when it has no other), lower case. */
export function cityNamesOf(name: string): readonly string[] {
  const key = name.trim().toLowerCase();
  return GROUP_OF.get(key) ?? [key];
}

/** Whether two city names name the same city: 'Bangalore' and 'bengaluru' do. */
export function isSameCity(a: string, b: string): boolean {
  return cityNamesOf(a).includes(b.trim().toLowerCase());
}

/**
 * The names of cities one of whose names contains `text` (lower case): 'bangal' gives bengaluru,
 * bangalore and blr, so a search for part of an old name still finds the city under its new one.
 */
export function cityNamesContaining(text: string): Set<string> {
  const needle = text.trim().toLowerCase();
  const names = new Set<string>();
  if (!needle) return names;
  for (const group of CITY_NAME_GROUPS) {
    if (group.some((name) => name.includes(needle))) for (const name of group) names.add(name);
  }
  return names;
}

/** Like cityNamesContaining, for names that start with `prefix` (the suggestions' rule). */
export function cityNamesStartingWith(prefix: string): Set<string> {
  const needle = prefix.trim().toLowerCase();
  const names = new Set<string>();
  if (!needle) return names;
  for (const group of CITY_NAME_GROUPS) {
    if (group.some((name) => name.startsWith(needle))) for (const name of group) names.add(name);
  }
  return names;
}
