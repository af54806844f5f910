import { useLingui } from '@lingui/react';
import { jsonLdText } from '../../lib/json-ld.ts';
import { FAQ } from './jobseekers-content.ts';

/**
 * The FAQ as a disclosure list: native `<details>`/`<summary>` is keyboard-operable and announces its
 * expanded state without script, and works before hydration. Its FAQPage structured data sits beside it
 * (docs/requirements/site.md#search-engines), with the same texts.
 */
export function FaqList() {
  const { _ } = useLingui();
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ.map((item) => ({
      '@type': 'Question',
      name: _(item.question),
      acceptedAnswer: { '@type': 'Answer', text: _(item.answer) },
    })),
  };
  return (
    <div className="faq">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(faqPage) }} />
      {FAQ.map((item) => (
        <details key={item.question.id} className="faq__item">
          <summary className="faq__question">{_(item.question)}</summary>
          <p className="faq__answer">{_(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
