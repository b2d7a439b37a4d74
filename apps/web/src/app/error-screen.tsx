import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import '../components/typography.css';
import './error-screen.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The default error screen, with the error message. Drawn without MUI: it is in the app's entry,
 * and it is what shows when a page's code (and MUI's with it) could not be downloaded.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="error-screen">
      <div className="error-screen-body">
        <h1 className="type-h2 error-screen-title">{t('Unexpected Application Error!')}</h1>
        <pre className="error-screen-message">{describe(error)}</pre>
        <button type="button" className="site-button site-button-primary" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </button>
      </div>
    </main>
  );
}
