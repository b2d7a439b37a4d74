import './legal-document.css';
import './typography.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of a policy: paragraphs, then bullets. */
export type LegalSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

/** A section written in JSX (for links), headed like the others. */
export function LegalDocumentSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="type-h4 legal-document-heading">{heading}</h2>
      {children}
    </section>
  );
}

/** A paragraph of a policy. */
export function LegalParagraph({ children }: { children: ReactNode }) {
  return <p className="legal-document-paragraph">{children}</p>;
}

/**
 * The Privacy Policy and the Terms & Conditions (public pages linked from the footer): a title,
 * the date of the version, the sections from data, and closing sections with links as children.
 * Drawn without MUI (legal-document.css): the two pages load no UI kit.
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
    <div className="site-container site-container-md legal-document">
      <h1 className="type-h2 legal-document-title">{title}</h1>
      <p className="type-secondary legal-document-updated">{t('Last updated: {{date}}', { date: lastUpdated })}</p>

      {sections.map((section) => (
        <LegalDocumentSection key={section.heading} heading={t(section.heading)}>
          {section.paragraphs?.map((text) => (
            <LegalParagraph key={text}>{t(text)}</LegalParagraph>
          ))}
          {section.bullets && (
            <ul className="legal-document-list">
              {section.bullets.map((text) => (
                <li key={text}>{t(text)}</li>
              ))}
            </ul>
          )}
        </LegalDocumentSection>
      ))}

      {children}
    </div>
  );
}
