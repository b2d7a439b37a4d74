import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

export type Detail = {
  label: string;
  value: ReactNode;
  /**
   * Ids and codes: monospace on one line, cut short with an ellipsis (the whole id stays in the
   * text for screen readers and the tooltip) beside a copy button, so a long provider id never
   * takes over a card or widens a phone screen.
   */
  isCode?: boolean;
};

/**
 * Labelled values of a card as a description list: label left and value right on wide cards, the
 * value under its label when the card is too narrow for both.
 */
export function DetailList({ items, dense }: { items: Detail[]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: dense ? 0.5 : 0.75,
        fontSize: '0.875rem',
        lineHeight: 1.5,
        '@container (max-width: 260px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {item.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              textAlign: 'right',
              minWidth: 0,
              ...(item.isCode && {
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontWeight: 500,
                fontSize: '0.8rem',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-end',
              }),
              '@container (max-width: 260px)': { textAlign: 'left', mb: 0.75, justifyContent: 'flex-start' },
            }}
          >
            {item.isCode && typeof item.value === 'string' ? (
              <>
                <Box
                  component="span"
                  title={item.value}
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
                >
                  {item.value}
                </Box>
                <CopyButton value={item.value} label={item.label} />
              </>
            ) : (
              item.value
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
