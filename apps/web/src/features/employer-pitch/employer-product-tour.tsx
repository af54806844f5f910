import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/content/icon.tsx';
import type { Country, Language } from '@opstap/routes';
import { EMPLOYER_MOCKUP } from './market-mockups.ts';

/**
 * Product-led proof (docs/decisions/0325-content-the-company-fills.md): while the market's content file holds
 * no customer's words, the page shows what an employer does in the product, step by step, each step beside a
 * drawing of its screen. The drawings' texts are in the catalogs; to assistive technology each is one image.
 * Far below the fold, so an island (src/lazy/island.tsx): its code loads as it nears the viewport.
 */
export function EmployerProductTour({ country }: { language: Language; country: Country }) {
  const { t, i18n } = useLingui();
  const { company, city, candidates } = EMPLOYER_MOCKUP[country];
  const candidate = candidates[0] ?? '';
  const views = i18n.number(312);
  return (
    <ol className="product-tour">
      <li className="product-tour__step">
        <div className="product-tour__text">
          <h3>
            <Trans>1. Post your job, free</Trans>
          </h3>
          <p>
            <Trans>
              Your vacancy goes live on your company page and in the matches of students and graduates who fit
              it.
            </Trans>
          </p>
        </div>
        <div
          className="mock product-tour__screen"
          role="img"
          aria-label={t`The job editor: a traineeship at ${company} in ${city}, published, seen ${views} times`}
        >
          <p className="mock__title">
            <Trans>Traineeship Data and IT</Trans>
          </p>
          <p className="mock__meta">
            {company} · {city}
          </p>
          <p className="product-tour__status">
            <Icon name="check" size={16} />
            <Trans>Published · seen {views} times</Trans>
          </p>
        </div>
      </li>
      <li className="product-tour__step">
        <div className="product-tour__text">
          <h3>
            <Trans>2. Get matched candidates</Trans>
          </h3>
          <p>
            <Trans>
              Our matching ranks the people whose studies, skills and wishes fit your role, with the reasons
              why.
            </Trans>
          </p>
        </div>
        <div
          className="mock product-tour__screen"
          role="img"
          aria-label={t`A match: ${candidate}, 94% match, studies and availability fit the traineeship`}
        >
          <p className="mock__title">{candidate}</p>
          <p className="mock__meta">
            <Trans>BSc Computer Science · available from September</Trans>
          </p>
          <p className="product-tour__status">
            <Icon name="sparkles" size={16} />
            <Trans>94% match: studies, skills and start date fit</Trans>
          </p>
        </div>
      </li>
      <li className="product-tour__step">
        <div className="product-tour__text">
          <h3>
            <Trans>3. Approach them and chat</Trans>
          </h3>
          <p>
            <Trans>Invite the people you want with a personal message; they answer you in the chat.</Trans>
          </p>
        </div>
        <div
          className="mock product-tour__screen"
          role="img"
          aria-label={t`The chat: the candidate replies that they would like to talk this week`}
        >
          <p className="mock__bubble">
            <Trans>Thanks for the invitation! I would love to hear more. Does Thursday suit you?</Trans>
          </p>
          <p className="product-tour__status">
            <Icon name="message-circle" size={16} />
            <Trans>Replied within a day</Trans>
          </p>
        </div>
      </li>
    </ol>
  );
}
