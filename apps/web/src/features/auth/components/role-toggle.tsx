import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { AccountRole } from '@rentease/contract';

/** The Tenant/Landlord switch of Login and Register (default tenant). */
export function RoleToggle({ value, onChange }: { value: AccountRole; onChange: (role: AccountRole) => void }) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      fullWidth
      color="primary"
      aria-label="Account type"
      onChange={(_, next: AccountRole | null) => next && onChange(next)}
      sx={{ mb: 2.5 }}
    >
      <ToggleButton value="tenant">Tenant</ToggleButton>
      <ToggleButton value="landlord">Landlord</ToggleButton>
    </ToggleButtonGroup>
  );
}
