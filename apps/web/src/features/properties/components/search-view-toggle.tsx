import './search-bar.css';
import { useTranslation } from 'react-i18next';
import type { SearchView } from '../hooks/use-search-filters';

/**
 * List, Map or Both. Plain pressed buttons rather than MUI's toggle group: the search page's first
 * load carries no code for the map until it is opened.
 */
export function ViewToggle({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  const { t } = useTranslation();
  const choices: { value: SearchView; label: string; className?: string }[] = [
    { value: 'list', label: t('List') },
    { value: 'map', label: t('Map') },
    // Side by side needs a wide screen; on a phone the map and list take turns.
    { value: 'both', label: t('Both'), className: 'search-view-both' },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('Show results as')} className="search-view-toggle">
      {choices.map((choice) => {
        const pressed = view === choice.value;
        const variant = pressed ? 'site-button-primary' : 'site-button-outlined';
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={pressed}
            className={['site-button', 'site-button-small', variant, choice.className].filter(Boolean).join(' ')}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
