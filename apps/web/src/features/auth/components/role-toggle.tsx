import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { AccountRole } from '@rentease/contract';
import { useTranslation } from 'react-i18next';

/** The Tenant/Landlord switch of Login and Register (default tenant). */
export function RoleToggle({ value, onChange }: { value: AccountRole; onChange: (role: AccountRole) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      fullWidth
      color="primary"
      aria-label={t('Account type')}
      onChange={(_, next: AccountRole | null) => next && onChange(next)}
      sx={{ mb: 2.5 }}
    >
      <ToggleButton value="tenant">{t('Tenant')}</ToggleButton>
      <ToggleButton value="landlord">{t('Landlord')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
