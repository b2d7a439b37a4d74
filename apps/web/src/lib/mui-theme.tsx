import { ThemeProvider } from '@mui/system';
import type { ComponentType, ReactNode } from 'react';
import { useLanguage } from './i18n';
import { themeFor } from './theme';

/**
 * Our theme around a part of the app drawn with MUI: each page that uses it (app/route-table.tsx's
 * `page`), the signed-in areas and the phone's menu. Not around the whole app: the theme brings
 * MUI's styling engine, and the pages drawn without MUI (the home page, the public header and
 * footer, the error screen) are not to load it. The page-wide rules CssBaseline used to set are
 * in app/base.css.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  // MUI's own texts (pagination, 'Close', 'No options') follow the language shown.
  return <ThemeProvider theme={themeFor(useLanguage())}>{children}</ThemeProvider>;
}

/**
 * A component drawn with MUI, wrapped in our theme: for a part a plain page loads on demand (the
 * public search's listing dialog and map), which has no theme around it.
 */
export function withMuiTheme<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Themed(props: Props) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  };
}
