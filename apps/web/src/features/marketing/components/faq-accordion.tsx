import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useState } from 'react';

export type FaqEntry = { question: string; answer: string };

/**
 * The FAQ: only one answer open at a time, clicking the open one closes it, and a
 * plus or minus sign marks the state.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box>
      {entries.map((entry, index) => {
        const expanded = open === index;
        return (
          <Accordion
            key={entry.question}
            expanded={expanded}
            onChange={() => setOpen(expanded ? null : index)}
            disableGutters
            sx={{ mb: 1.5, border: '1px solid', borderColor: 'divider', '&::before': { display: 'none' } }}
          >
            <AccordionSummary
              expandIcon={
                <Box
                  component="span"
                  aria-hidden
                  sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main', width: 24, textAlign: 'center' }}
                >
                  {expanded ? '−' : '+'}
                </Box>
              }
              // The sign changes instead of rotating.
              sx={{ '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'none' } }}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
