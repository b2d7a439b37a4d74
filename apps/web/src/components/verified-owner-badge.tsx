import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip, Tooltip } from '@mui/material';
import { ownerVerificationMessages } from '@rentease/contract';

/**
 * 'Verified owner': RentEase checked the landlord's ID and proof of ownership. The explanation is
 * its description (read after the name by screen readers) and its tooltip on hover or keyboard focus.
 */
export function VerifiedOwnerBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Tooltip title={ownerVerificationMessages.badgeExplained} describeChild>
      <Chip
        icon={<VerifiedIcon aria-hidden />}
        label={ownerVerificationMessages.badge}
        size={size}
        color="success"
        variant="outlined"
        // Focusable so keyboard users can read the tooltip too.
        tabIndex={0}
        data-testid="verified-owner-badge"
        sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
      />
    </Tooltip>
  );
}
