import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component loaded on demand, which can be fetched ahead of when it is drawn. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & { preload: () => void };

/**
 * A part drawn with MUI that a page drawn without it (the search, a listing's page) loads on demand:
 * its code and our theme (lib/mui-theme.tsx, which brings MUI's styling engine) are fetched
 * together, and it is drawn inside the theme. `preload` fetches both ahead of the tap (a photo
 * pointed at). A download that fails (offline, or a newer deploy removed the chunk) is forgotten,
 * so the next preload or drawing asks again; a failed preload reports nothing, the drawing does.
 */
export function lazyWithMuiTheme<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadThemed = () => {
    loading ??= Promise.all([load(), import('./mui-theme')])
      .then(([Component, { withMuiTheme }]) => ({ default: withMuiTheme(Component) }))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const preload = () => {
    loadThemed().catch(() => undefined);
  };
  return Object.assign(lazy(loadThemed), { preload });
}
