import '../../../components/plain-chip.css';
import './search-bar.css';
import { useTranslation } from 'react-i18next';
import { ICON_CLOSE } from '../../../components/feedback-icons';
import { PlainIcon } from '../../../components/plain-icon';

/**
 * A filter that is set ("City: Mumbai"), with a button that removes it: MUI's outlined primary Chip
 * as plain elements (search-bar.css). The removal is a button of its own, named for what it removes.
 */
export function FilterChip({ label, onDelete }: { label: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="plain-chip search-chip">
      <span className="search-chip-label">{label}</span>
      <button
        type="button"
        className="search-chip-delete"
        aria-label={t('Remove filter: {{filter}}', { filter: label })}
        onClick={onDelete}
      >
        <PlainIcon icon={ICON_CLOSE} />
      </button>
    </span>
  );
}
