import '../../components/typography.css';
import './not-found-page.css';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** 'Page Not Found', the attempted path and a link home. Drawn without MUI (not-found-page.css). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden>
        404
      </p>
      <h1 className="type-h2 not-found-title">{t('Page Not Found')}</h1>
      <p className="type-secondary not-found-path">
        <Trans i18nKey="There is no page at <1>{{path}}</1>." values={{ path: pathname }} components={{ 1: <code /> }} />
      </p>
      <Link to="/" className="site-button site-button-primary not-found-home">
        {t('Go to Home')}
      </Link>
    </div>
  );
}
