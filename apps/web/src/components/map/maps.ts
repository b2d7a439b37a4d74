/**
 * Every map of the app, in one chunk the pages load on demand (`lazyMap`): MapLibre, its worker and
 * its styles arrive together the first time any map is shown, and nothing of them before.
 */
export { ListingsMap } from './listings-map';
export { PinPicker } from './pin-picker';
export { SpotMap } from './spot-map';
