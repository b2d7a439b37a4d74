import { useId, useState } from 'react';
import { SYSTEM_FONTS } from '../../../lib/fonts';

export type FaqEntry = { question: string; answer: string };

// The question in the app's fonts; the button around it keeps the browser's own (the sign is drawn in it).
const QUESTION_FONT = { fontFamily: SYSTEM_FONTS.join(', ') };

/**
 * The FAQ: only one answer open at a time, clicking the open one closes it, and a
 * plus or minus sign marks the state. Each question is a button in a heading that controls its
 * answer, a region (section) named by the question; a closed answer is hidden (visibility), from view and
 * from assistive tech. Styled by app/routes/public/home-page.css, which folds the answers open.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div>
      {entries.map((entry, index) => {
        const expanded = open === index;
        const questionId = `${id}-question-${index}`;
        const answerId = `${id}-answer-${index}`;
        return (
          <div key={entry.question} className={expanded ? 'faq-item faq-open' : 'faq-item'}>
            <h3 className="faq-question-heading">
              <button
                type="button"
                id={questionId}
                className="faq-toggle"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span className="faq-question" style={QUESTION_FONT}>
                  {entry.question}
                </span>
                <span className="faq-sign-wrapper">
                  <span className="faq-sign" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </span>
              </button>
            </h3>
            <div className="faq-answer">
              <section id={answerId} aria-labelledby={questionId}>
                <p className="faq-answer-text">{entry.answer}</p>
              </section>
            </div>
          </div>
        );
      })}
    </div>
  );
}
