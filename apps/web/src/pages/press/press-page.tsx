import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { StatBand } from '../../components/content/stat-band.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { PRESS_FIGURES } from './press-content.ts';

const PRESS_EMAIL = { nl: 'pers@opstap.nl', gb: 'press@opstap.co.uk' } as const;

/** Press and about us: the story, the figures and who to call. */
export function PressPage() {
  const { country } = usePageState();
  const { t } = useLingui();
  const email = PRESS_EMAIL[country];
  return (
    <article data-screen="press" className="page page--wide">
      <header className="hero">
        <h1>
          <Trans>Press and about us</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Opstap is the career network for students and graduates with 0 to 3 years of experience. We help
            them take their first step into work, and help employers find the young talent they need.
          </Trans>
        </p>
      </header>
      <StatBand stats={PRESS_FIGURES} label={t`Opstap in figures`} />
      <p className="muted">
        <Trans>Short on space? Quote 400K job seekers, 30K jobs and 5K companies.</Trans>
      </p>
      <div className="split section">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading">
            <Trans>Our story</Trans>
          </h2>
          <p>
            <Trans>
              Finding your first job should not depend on who you know. Opstap started with a simple idea:
              give every student one profile that opens doors, and let companies come to them. Today 400,000+
              students and young professionals and 5,000+ companies in the Netherlands and the United Kingdom
              use Opstap.
            </Trans>
          </p>
          <p>
            <Trans>
              Candidates own their profiles: they decide what employers see, in line with the GDPR. Employers
              pay one flat annual fee that scales with their size, so students never pay anything.
            </Trans>
          </p>
        </section>
        <section aria-labelledby="press-contact-heading" className="section--panel">
          <h2 id="press-contact-heading">
            <Trans>Press contact</Trans>
          </h2>
          <p>
            <Trans>
              Journalists can reach our press office at <a href={`mailto:${email}`}>{email}</a>. We answer on
              working days within a few hours, and gladly share figures, logos and photos.
            </Trans>
          </p>
          <p>
            <ScreenLink screen="contact">
              <Trans>Other questions? Contact us</Trans>
            </ScreenLink>
          </p>
        </section>
      </div>
    </article>
  );
}
