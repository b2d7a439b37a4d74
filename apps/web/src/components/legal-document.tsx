import { Box, Container, List, ListItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of a policy: paragraphs, then bullets. */
export type LegalSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

const headingSx = { mt: 4, mb: 1.5 } as const;

/** A section written in JSX (for links), headed like the others. */
export function LegalDocumentSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h2" sx={headingSx}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A paragraph of a policy. */
export function LegalParagraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>;
}

/**
 * The Privacy Policy and the Terms & Conditions (public pages linked from the footer): a title,
 * the date of the version, the sections from data, and closing sections with links as children.
 */
export function LegalDocument({
  title,
  lastUpdated,
  sections,
  children,
}: {
  title: string;
  lastUpdated: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {t('Last updated: {{date}}', { date: lastUpdated })}
      </Typography>

      {sections.map((section) => (
        <LegalDocumentSection key={section.heading} heading={t(section.heading)}>
          {section.paragraphs?.map((text) => (
            <LegalParagraph key={text}>{t(text)}</LegalParagraph>
          ))}
          {section.bullets && (
            <List sx={{ listStyleType: 'disc', pl: 3, mb: 2 }}>
              {section.bullets.map((text) => (
                <ListItem key={text} sx={{ display: 'list-item', px: 0, py: 0.5, typography: 'body1' }}>
                  {t(text)}
                </ListItem>
              ))}
            </List>
          )}
        </LegalDocumentSection>
      ))}

      {children}
    </Container>
  );
}
