import './jobseekers-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { allEventsLink, PLATFORM_ORIGINS, platformLink } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { FeatureGrid } from '../../components/content/feature-grid.tsx';
import { Icon } from '../../components/content/icon.tsx';
import { LogoWall } from '../../components/content/logo-wall.tsx';
import { StatBand } from '../../components/content/stat-band.tsx';
import { Testimonials } from '../../components/content/testimonials.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { customerLogos, proofFigures, testimonials } from '../../content/proof.ts';
import { FaqList } from './faq-list.tsx';
import { JobseekerHeroVisual } from './jobseeker-hero-visual.tsx';
import { JOBSEEKER_FEATURES, JOBSEEKER_FIGURE_IDS } from './jobseekers-content.ts';
import { SampleJobs } from './sample-jobs.tsx';

/**
 * The job seekers home (docs/requirements/site.md#audiences-and-claims): what job seekers get, the claims,
 * sample jobs and the FAQ.
 */
export function JobseekersPage() {
  const { language, country } = usePageState();
  const { t } = useLingui();
  const origin = PLATFORM_ORIGINS[country];
  // Social proof only as the market's content file holds it (docs/decisions/0325-content-the-company-fills.md).
  const logos = customerLogos(country);
  const stories = testimonials(country);
  const kinds = [
    { href: platformLink('jobs', { language, country }), label: t`Jobs` },
    { href: platformLink('internships', { language, country }), label: t`Internships` },
    { href: platformLink('traineeships', { language, country }), label: t`Traineeships` },
    { href: platformLink('graduate-schemes', { language, country }), label: t`Graduate schemes` },
    { href: allEventsLink(language, country), label: t`Events` },
  ];
  return (
    <article data-screen="jobseekers" className="page page--wide">
      <header className="hero hero--split">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>For students and graduates</Trans>
          </p>
          <h1>
            <Trans>Start your career with Opstap</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Find jobs, internships, traineeships, graduate schemes and events at 5,000+ companies. Create
              one profile, get matched on what you want, and let recruiters come to you.
            </Trans>
          </p>
          <p className="hero__actions">
            <a className="button button--large" href={`${origin}/signup`}>
              <Trans>Create your free profile</Trans>
            </a>
            <a
              className="button button--large button--ghost"
              href={platformLink('opportunities', { language, country })}
            >
              <Trans>Browse opportunities</Trans>
            </a>
          </p>
          <p className="hero__note">
            <Icon name="check" size={18} />
            <Trans>Free for students and graduates, always</Trans>
          </p>
        </div>
        <JobseekerHeroVisual />
      </header>

      {__OPSTAP_CUSTOMER_LOGOS__ && logos.length > 0 && (
        <section aria-labelledby="logos-heading" className="section section--logos">
          <h2 id="logos-heading" className="section__kicker">
            <Trans>Companies that recruit on Opstap include</Trans>
          </h2>
          <LogoWall label={t`Companies on Opstap`} logos={logos} />
        </section>
      )}

      <StatBand
        figures={proofFigures(country, JOBSEEKER_FIGURE_IDS)}
        label={t`Opstap in figures`}
        language={language}
      />

      <section aria-labelledby="kinds-heading" className="section">
        <h2 id="kinds-heading">
          <Trans>Find your next step</Trans>
        </h2>
        <ul className="pill-list">
          {kinds.map((kind) => (
            <li key={kind.label}>
              <a className="pill" href={kind.href}>
                {kind.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-heading" className="section">
        <h2 id="features-heading">
          <Trans>Everything you need for your first job</Trans>
        </h2>
        <FeatureGrid features={JOBSEEKER_FEATURES} />
      </section>

      <section aria-labelledby="coach-heading" className="section section--panel coach">
        <div className="coach__text">
          <p className="eyebrow">
            <Trans>New</Trans>
          </p>
          <h2 id="coach-heading">
            <Trans>Meet your AI career coach</Trans>
          </h2>
          <p>
            <Trans>
              Not sure which direction to take, or how to write that motivation letter? Our AI career coach
              chats with you about your options, sharpens your CV and helps you prepare for interviews, day
              and night.
            </Trans>
          </p>
          <a className="button" href={`${origin}/career-coach`}>
            <Trans>Learn more about the AI career coach</Trans>
          </a>
        </div>
        <div
          className="coach-chat"
          role="img"
          aria-label={t`A chat with the AI career coach about preparing for an interview`}
        >
          <p className="coach-chat__me">
            <Trans>I have my first interview on Friday. What will they ask?</Trans>
          </p>
          <p className="coach-chat__coach">
            <Trans>
              Expect "Tell me about yourself" and a question about a project. Shall we practise your answer
              together? Start with your thesis: what problem did you solve?
            </Trans>
          </p>
          <p className="coach-chat__me">
            <Trans>I predicted energy use in student housing with Python.</Trans>
          </p>
        </div>
      </section>

      {__OPSTAP_TESTIMONIALS__ && stories.length > 0 && (
        <section aria-labelledby="stories-heading" className="section">
          <h2 id="stories-heading">
            <Trans>Their first step started here</Trans>
          </h2>
          <Testimonials items={stories} language={language} />
        </section>
      )}

      <section aria-labelledby="jobs-heading" className="section">
        <h2 id="jobs-heading">
          <Trans>What a vacancy on Opstap looks like</Trans>
        </h2>
        <p className="muted">
          <Trans>Examples for illustration; salaries are indicative.</Trans>
        </p>
        <SampleJobs language={language} country={country} />
        <p>
          <ScreenLink screen="latest-jobs">
            <Trans>See the newest opportunities</Trans>
          </ScreenLink>
        </p>
      </section>

      <section aria-labelledby="faq-heading" className="section">
        <h2 id="faq-heading">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <FaqList />
      </section>

      <aside className="section cta-band" aria-labelledby="hiring-heading">
        <h2 id="hiring-heading">
          <Trans>Hiring young talent?</Trans>
        </h2>
        <p>
          <ScreenLink screen="employers" className="button button--light">
            <Trans>See what Opstap does for employers</Trans>
          </ScreenLink>
        </p>
      </aside>
    </article>
  );
}
