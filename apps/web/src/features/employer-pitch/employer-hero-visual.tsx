import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/content/icon.tsx';
import { usePageState } from '../../page-state/page-state.tsx';
import { EMPLOYER_MOCKUP } from './market-mockups.ts';

const PORTRAITS = ['daan', 'priya', 'tom'] as const;
const MATCHES = [94, 91, 88] as const;
const FOLLOWERS = 1240;

/**
 * The product as an employer sees it, in HTML and CSS (docs/brand.md "Imagery"): a company page and a
 * shortlist of matched candidates. One image to assistive technology, described by its label.
 */
export function EmployerHeroVisual() {
  const { t, i18n } = useLingui();
  const { country } = usePageState();
  const mockup = EMPLOYER_MOCKUP[country];
  const company = mockup.company;
  const city = mockup.city;
  // Numbers in the page's own format: 1.240 in Dutch, 1,240 in English.
  const followers = i18n.number(FOLLOWERS);
  const shortlist = PORTRAITS.map((person, index) => ({
    person,
    name: mockup.candidates[index] ?? '',
    match: MATCHES[index] ?? 0,
  }));
  return (
    <div
      className="hero-visual hero-visual--employer"
      role="img"
      aria-label={t`Opstap for employers: the company page of ${company} with ${followers} followers, and a shortlist of candidates matched to a junior developer job`}
    >
      <div className="mock mock--company">
        <div className="mock__cover" />
        <div className="mock__company-head">
          <img
            className="mock__company-logo"
            src={`/logos/${mockup.logo}.svg`}
            width={150}
            height={36}
            alt=""
          />
          <span className="mock__follow">
            <Icon name="heart" size={14} />
            <Trans>Follow</Trans>
          </span>
        </div>
        <p className="mock__meta">
          <Trans>Software · {city} · 50–200 employees</Trans>
        </p>
        <ul className="mock__stats">
          <li>
            <strong>{followers}</strong> <Trans>followers</Trans>
          </li>
          <li>
            <strong>12</strong> <Trans>open jobs</Trans>
          </li>
          <li>
            <strong>35%</strong> <Trans>reply rate</Trans>
          </li>
        </ul>
      </div>

      <div className="mock mock--shortlist">
        <p className="mock__title">
          <Trans>Matched for: Junior Front-end Developer</Trans>
        </p>
        <ul>
          {shortlist.map((person) => (
            <li key={person.person}>
              <img
                className="mock__avatar mock__avatar--small"
                src={`/people/${person.person}.svg`}
                width={36}
                height={36}
                alt=""
              />
              <span className="mock__person">
                <strong>{person.name}</strong>
                <span>
                  <Trans>BSc Computer Science</Trans>
                </span>
              </span>
              <span className="mock__score">{person.match}%</span>
            </li>
          ))}
        </ul>
        <span className="mock__action">
          <Icon name="mail" size={16} />
          <Trans>Invite all three</Trans>
        </span>
      </div>
    </div>
  );
}
