import '../../../components/plain-toggle.css';
import './role-toggle.css';
import type { AccountRole } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { moveFocusInToggleGroup } from '../../../lib/toggle-group-keys';

const ROLES: AccountRole[] = ['tenant', 'landlord'];

/**
 * The Tenant/Landlord switch of Login and Register (default tenant): MUI's ToggleButtonGroup as our
 * theme drew it (role-toggle.css), plain pressed buttons so a page drawn without MUI can use it.
 * Its keyboard is MUI's too (lib/toggle-group-keys.ts).
 */
export function RoleToggle({ value, onChange }: { value: AccountRole; onChange: (role: AccountRole) => void }) {
  const { t } = useTranslation();
  const labels: Record<AccountRole, string> = { tenant: t('Tenant'), landlord: t('Landlord') };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t('Account type')}
      className="plain-toggle-group role-toggle"
      onKeyDown={moveFocusInToggleGroup}
    >
      {ROLES.map((role) => (
        <button
          key={role}
          type="button"
          value={role}
          aria-pressed={value === role}
          tabIndex={value === role ? 0 : -1}
          className="plain-toggle plain-toggle-primary role-toggle-button"
          onClick={() => onChange(role)}
        >
          {labels[role]}
        </button>
      ))}
    </div>
  );
}
