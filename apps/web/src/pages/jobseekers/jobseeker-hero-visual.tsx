import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/content/icon.tsx';

/**
 * The product as a job seeker sees it, in HTML and CSS (docs/brand.md "Imagery"): a profile, a match,
 * a recruiter's message and the AI career coach. One image to assistive technology, described by its
 * label; its texts are in the catalogs like every other text.
 */
export function JobseekerHeroVisual() {
  const { t } = useLingui();
  return (
    <div
      className="hero-visual hero-visual--jobseeker"
      role="img"
      aria-label={t`The Opstap app: Sanne's profile, a 96% match with Vlinder Bank, a message from a recruiter and the AI career coach`}
    >
      <div className="mock mock--profile">
        <img className="mock__avatar" src="/people/lotte.svg" width={56} height={56} alt="" />
        <div>
          <p className="mock__name">Sanne de Vries</p>
          <p className="mock__meta">
            <Trans>MSc Data Science · Eindhoven</Trans>
          </p>
        </div>
        {/* Each skill's pill has a width of its own (jobseekers-page.css), so none moves when the face arrives. */}
        <ul className="mock__chips">
          <li className="mock__chip--m">Python</li>
          <li className="mock__chip--s">SQL</li>
          <li className="mock__chip--l">Power BI</li>
        </ul>
        <div className="mock__progress">
          <span>
            <Trans>Profile 90% complete</Trans>
          </span>
          <span className="mock__bar">
            <span />
          </span>
        </div>
      </div>

      <div className="mock mock--match">
        <span className="mock__badge">
          <Icon name="sparkles" size={16} />
          <Trans>96% match</Trans>
        </span>
        <p className="mock__title">
          <Trans>Junior Data Analyst</Trans>
        </p>
        <p className="mock__meta">Vlinder Bank · Amsterdam</p>
      </div>

      <div className="mock mock--message">
        <img
          className="mock__avatar mock__avatar--small"
          src="/people/eva.svg"
          width={36}
          height={36}
          alt=""
        />
        <div>
          <p className="mock__from">
            <Trans>Eva · Recruiter at Groenstroom Energie</Trans>
          </p>
          <p className="mock__bubble">
            <Trans>Hi Sanne! Your profile fits our energy traineeship. Shall we have a chat this week?</Trans>
          </p>
        </div>
      </div>

      <div className="mock mock--coach">
        <span className="mock__coach-icon">
          <Icon name="bot" size={18} />
        </span>
        <p>
          <strong>
            <Trans>AI career coach</Trans>
          </strong>{' '}
          <Trans>Shall we practise the questions Vlinder Bank usually asks?</Trans>
        </p>
      </div>
    </div>
  );
}
