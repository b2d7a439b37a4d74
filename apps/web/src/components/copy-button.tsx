import './copy-button.css';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/toast';
import { PlainIcon } from './plain-icon';
import { usePlainTooltip } from './plain-tooltip';

// i18n-ignore: SVG path data, not words (Material's ContentCopy).
const ICON_CONTENT_COPY = [
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
] as const;

/**
 * Copies a value people rarely read but sometimes must quote (a payment id to support). Drawn
 * without MUI, so the cards of pages drawn without it can offer it.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const { triggerProps, tooltip } = usePlainTooltip();
  const name = t('Copy {{label}}', { label });
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => notify.success(t('{{label}} copied', { label }), 'copy'),
      () => notify.error(t('Could not copy. Select the text instead.'), 'copy'),
    );
  };
  return (
    <>
      <button type="button" className="site-icon-button copy-button" onClick={copy} aria-label={name} {...triggerProps(name)}>
        <PlainIcon icon={ICON_CONTENT_COPY} />
      </button>
      {tooltip}
    </>
  );
}
