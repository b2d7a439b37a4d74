import '../../../components/plain-input.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ICON_SEARCH, PlainIcon } from '../../../components/plain-icon';

/**
 * The home page's search: a city or locality, leading to /browse with it as the search text. A
 * plain GET form to /browse?q=…, so it works from the prerendered page before the app's script
 * has run, and through the router once it has. Text typed into the prerendered box before the app
 * redraws the page is typed again into the app's (app/early-input.ts). Plain elements styled by
 * app/routes/public/home-page.css (the outlined input MUI drew, its outline switched off): no UI
 * kit on the home page. The field is a label, so a click anywhere in it (the icon) focuses the box.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as it was; a <search> around it would be one more box to lay out
    <form
      className="home-search"
      role="search"
      aria-label={t('Search homes')}
      action="/browse"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(q ? `/browse?${new URLSearchParams({ q })}` : '/browse');
      }}
    >
      <label className="plain-input-root home-search-field">
        <span className="site-input-adornment">
          {/* As MUI's InputAdornment: a zero-width space keeps the line's height. */}
          <span className="notranslate" aria-hidden="true">
            {'\u200b'}
          </span>
          <PlainIcon icon={ICON_SEARCH} />
        </span>
        <input
          className="plain-input home-search-input"
          type="text"
          name="q"
          placeholder={t('City or area, e.g. Powai')}
          aria-label={t('City or area')}
          autoComplete="off"
          maxLength={80}
          enterKeyHint="search"
        />
      </label>
      <button type="submit" className="site-button site-button-primary site-button-large home-search-button">
        {t('Search')}
      </button>
    </form>
  );
}
