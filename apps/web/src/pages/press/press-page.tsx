import './press-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { Icon } from '../../components/content/icon.tsx';
import { StatBand } from '../../components/content/stat-band.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { proofFigures } from '../../content/proof.ts';
import { COMPANY } from '../../content/company.ts';
import { marketPages } from '../../content/pages.ts';
import { Fact } from '../../components/company/fact.tsx';
import { PRESS_COLOURS, PRESS_FACTS, PRESS_FIGURE_IDS, PRESS_LOGOS } from './press-content.ts';

/**
 * Product screenshots in the press kit (public/press/, scripts/brand/press-screenshots.mjs), one per version of
 * the site so each shows the app as that market sees it (decision 0326); 2× the size they are shown.
 */
const SCREENSHOTS = {
  nl: [
    { kind: 'jobseeker', file: 'opstap-app-jobseeker-nl', width: 527, height: 446 },
    { kind: 'employer', file: 'opstap-app-employer-nl', width: 527, height: 462 },
  ],
  en: [
    { kind: 'jobseeker', file: 'opstap-app-jobseeker-en', width: 527, height: 425 },
    { kind: 'employer', file: 'opstap-app-employer-en', width: 527, height: 462 },
  ],
  gb: [
    { kind: 'jobseeker', file: 'opstap-app-jobseeker-gb', width: 527, height: 425 },
    { kind: 'employer', file: 'opstap-app-employer-gb', width: 527, height: 462 },
  ],
} as const;

/**
 * Press and about us: the boilerplate, the figures, what Opstap does, the press kit, who to write to, and the
 * news Opstap published (content/pages/<country>.json; none invented, decision 0328).
 */
export function PressPage() {
  const { country, language } = usePageState();
  const { i18n, t } = useLingui();
  const email = COMPANY.pressEmail[country];
  const news = marketPages(country).news;
  const pressEmail = (
    <Fact value={email === null ? null : <a href={`mailto:${email}`}>{email}</a>} what={t`press e-mail`} />
  );
  const screenshots = SCREENSHOTS[language === 'nl' ? 'nl' : country === 'gb' ? 'gb' : 'en'];
  const date = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'long' });
  return (
    <article data-screen="press" className="page page--wide">
      <header className="hero">
        <p className="eyebrow">
          <Trans>Press</Trans>
        </p>
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
      <StatBand
        figures={proofFigures(country, PRESS_FIGURE_IDS)}
        label={t`Opstap in figures`}
        language={language}
      />
      <p className="muted">
        <Trans>Short on space? Quote 400K job seekers, 30K jobs and 5K companies.</Trans>
      </p>

      <div className="split section">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading">
            <Trans>About Opstap</Trans>
          </h2>
          <div className="boilerplate">
            <p>
              <Trans>
                Opstap is the career network for students and young professionals in the Netherlands and the
                United Kingdom. More than 400,000 students and graduates use Opstap to find jobs, internships,
                traineeships, graduate schemes and events at 5,000+ companies, to be matched on their profile
                and to be approached by recruiters. Candidates own their profiles, in line with the GDPR.
                Employers pay one flat annual fee that scales with their size; students never pay.
              </Trans>
            </p>
          </div>
          <p className="muted">
            <Trans>You may use this text as it is in articles about Opstap.</Trans>
          </p>
        </section>
        <section aria-labelledby="press-contact-heading" className="section--panel">
          <h2 id="press-contact-heading">
            <Trans>Press contact</Trans>
          </h2>
          <p>
            <Trans>Journalists can reach our press office at {pressEmail}.</Trans>
          </p>
          <p>
            <Trans>
              Logos, colours and screenshots of the product are in the press kit below, free to use.
            </Trans>
          </p>
          <p>
            <ScreenLink screen="contact">
              <Trans>Other questions? Contact us</Trans>
            </ScreenLink>
          </p>
        </section>
      </div>

      <section aria-labelledby="facts-heading" className="section">
        <h2 id="facts-heading">
          <Trans>What Opstap does</Trans>
        </h2>
        <div className="press-facts">
          <div className="card">
            <h3>
              <Icon name="graduation-cap" size={20} /> <Trans>For students and graduates</Trans>
            </h3>
            <ul className="press-facts__list">
              {PRESS_FACTS.jobSeekers.map((fact) => (
                <li key={fact.id}>{i18n._(fact)}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>
              <Icon name="building-2" size={20} /> <Trans>For employers</Trans>
            </h3>
            <ul className="press-facts__list">
              {PRESS_FACTS.employers.map((fact) => (
                <li key={fact.id}>{i18n._(fact)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="kit-heading" className="section">
        <h2 id="kit-heading">
          <Trans>Press kit</Trans>
        </h2>
        <h3>
          <Trans>Logos</Trans>
        </h3>
        <ul className="kit-grid">
          {PRESS_LOGOS.map((logo) => (
            <li key={logo.file} className={`kit-card${logo.file.endsWith('white') ? ' kit-card--dark' : ''}`}>
              <img
                src={`/brand/${logo.file}.svg`}
                width={logo.file === 'opstap-mark' ? 64 : 206}
                height={logo.file === 'opstap-mark' ? 64 : 48}
                loading="lazy"
                alt=""
              />
              <p>{i18n._(logo.label)}</p>
              <p className="kit-card__links">
                <a href={`/brand/${logo.file}.svg`} download>
                  <Icon name="download" size={16} /> SVG
                  <span className="visually-hidden"> {i18n._(logo.label)}</span>
                </a>
                <a href={`/brand/${logo.file}.png`} download>
                  <Icon name="download" size={16} /> PNG
                  <span className="visually-hidden"> {i18n._(logo.label)}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
        <h3>
          <Trans>Colours</Trans>
        </h3>
        <ul className="swatches">
          {PRESS_COLOURS.map((colour) => (
            <li key={colour.hex}>
              <span className={`swatch swatch--${colour.hex.slice(1).toLowerCase()}`} />
              <strong>{colour.name}</strong>
              <code>{colour.hex}</code>
            </li>
          ))}
        </ul>
        <h3>
          <Trans>Product screenshots</Trans>
        </h3>
        <ul className="kit-grid kit-grid--wide">
          {screenshots.map((shot) => (
            <li key={shot.file} className="kit-card">
              <img
                src={`/press/${shot.file}.png`}
                width={shot.width}
                height={shot.height}
                loading="lazy"
                alt={
                  shot.kind === 'jobseeker'
                    ? t`The Opstap app for job seekers: a profile, a match, a recruiter's message and the AI career coach`
                    : t`Opstap for employers: a company page and a shortlist of matched candidates`
                }
              />
              <p className="kit-card__links">
                <a href={`/press/${shot.file}.png`} download>
                  <Icon name="download" size={16} /> PNG
                  <span className="visually-hidden">
                    {' '}
                    {shot.kind === 'jobseeker' ? t`job seekers screenshot` : t`employers screenshot`}
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {news.length > 0 && (
        <section aria-labelledby="news-heading" className="section">
          <h2 id="news-heading">
            <Trans>Recent news</Trans>
          </h2>
          <ul className="news-list">
            {news.map((item) => (
              <li key={item.date + item.title.en} className="card">
                <time dateTime={item.date} className="muted">
                  {date.format(new Date(`${item.date}T12:00:00Z`))}
                </time>
                <h3>{item.title[language]}</h3>
                <p>{item.text[language]}</p>
                {item.link ? (
                  <a href={item.link}>
                    <Trans>Read the press release</Trans>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
