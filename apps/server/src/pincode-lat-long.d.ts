/** The pincode-lat-long package ships no types: PIN code (as text or number) to its area's position. */
declare module 'pincode-lat-long' {
  const dataset: { getlatlong(pincode: string | number): { lat: number; long: number } | undefined };
  export default dataset;
}
