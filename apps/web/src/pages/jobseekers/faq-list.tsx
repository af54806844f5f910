import { useLingui } from '@lingui/react';
import { FAQ } from './jobseekers-content.ts';

/**
 * The FAQ as a disclosure list: native `<details>`/`<summary>` is keyboard-operable and announces its
 * expanded state without script, and works before hydration.
 */
export function FaqList() {
  const { _ } = useLingui();
  return (
    <div className="faq">
      {FAQ.map((item) => (
        <details key={item.question.id} className="faq__item">
          <summary className="faq__question">{_(item.question)}</summary>
          <p className="faq__answer">{_(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
