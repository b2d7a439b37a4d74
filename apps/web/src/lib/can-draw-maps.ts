let answer: boolean | undefined;

/**
 * Whether this browser can draw the map (MapLibre needs WebGL 2): asked once, before the map's
 * code is loaded, so an old browser or a disabled GPU gets the list and a sentence, not a blank box.
 */
export function canDrawMaps(): boolean {
  answer ??= Boolean(document.createElement('canvas').getContext('webgl2'));
  return answer;
}
