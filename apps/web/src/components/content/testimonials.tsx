import type { Language } from '@opstap/routes';
import type { ProofTestimonial } from '../../content/content-types.ts';

/**
 * What customers say, from the market's content file: only people whose consent is recorded there
 * (docs/decisions/0325-content-the-company-fills.md). A portrait only where the person gave one.
 */
export function Testimonials({
  items,
  language,
}: {
  items: readonly ProofTestimonial[];
  language: Language;
}) {
  return (
    <ul className="testimonial-list">
      {items.map((item) => (
        <li key={`${item.name}-${item.company}`} className="testimonial">
          <figure>
            <blockquote>
              <p>{item.quote[language]}</p>
            </blockquote>
            <figcaption className="testimonial__who">
              {item.portrait && <img src={item.portrait} width={48} height={48} loading="lazy" alt="" />}
              <span>
                <strong>{item.name}</strong>
                <span className="testimonial__role">
                  {item.role[language]}, {item.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
