import { Trans, useLingui } from '@lingui/react/macro';
import type { Country } from '@opstap/routes';
import { Icon } from '../../components/content/icon.tsx';
import { usePageState } from '../../page-state/page-state.tsx';

/**
 * The example data of the mock-up in each market: made-up people and employers inside a drawing of the
 * product, never presented as customers. A UK visitor sees UK cities and employers.
 */
const MOCKUP: Readonly<
  Record<Country, { name: string; city: string; employer: string; jobCity: string; recruiterAt: string }>
> = {
  nl: {
    name: 'Sanne de Vries',
    city: 'Eindhoven',
    employer: 'Vlinder Bank',
    jobCity: 'Amsterdam',
    recruiterAt: 'Groenstroom Energie',
  },
  gb: {
    name: 'Sophie Turner',
    city: 'Leeds',
    employer: 'Thameside Analytics',
    jobCity: 'London',
    recruiterAt: 'Severn Engineering',
  },
};

/**
 * The product as a job seeker sees it, in HTML and CSS (docs/brand.md "Imagery"): a profile, a match,
 * a recruiter's message and the AI career coach. One image to assistive technology, described by its
 * label; its texts are in the catalogs like every other text.
 */
export function JobseekerHeroVisual() {
  const { t } = useLingui();
  const { country } = usePageState();
  const { name, city, employer, jobCity, recruiterAt } = MOCKUP[country];
  const firstName = name.split(' ')[0] ?? name;
  return (
    <div
      className="hero-visual hero-visual--jobseeker"
      role="img"
      aria-label={t`The Opstap app: ${firstName}'s profile, a 96% match with ${employer}, a message from a recruiter and the AI career coach`}
    >
      <div className="mock mock--profile">
        <img className="mock__avatar" src="/people/lotte.svg" width={56} height={56} alt="" />
        <div>
          <p className="mock__name">{name}</p>
          <p className="mock__meta">
            <Trans>MSc Data Science · {city}</Trans>
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
        <p className="mock__meta">
          {employer} · {jobCity}
        </p>
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
            <Trans>Eva · Recruiter at {recruiterAt}</Trans>
          </p>
          <p className="mock__bubble">
            <Trans>
              Hi {firstName}! Your profile fits our energy traineeship. Shall we have a chat this week?
            </Trans>
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
          <Trans>Shall we practise the questions {employer} usually asks?</Trans>
        </p>
      </div>
    </div>
  );
}
