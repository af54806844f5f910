import { Trans, useLingui } from '@lingui/react/macro';
import { allEventsLink, platformLink } from '@opstap/routes';
import { useSyncExternalStore } from 'react';
import { usePageState } from '../../page-state/page-state.tsx';
import { Icon } from '../../components/content/icon.tsx';
import type { CareerEventContent } from '../../content/content-types.ts';
import { isPast } from './career-event.ts';

const noSubscription = () => () => {};

/**
 * An announced edition of the career event, as the content file gives it. The HTML is rendered as upcoming;
 * once hydrated, the browser's clock decides, and after the end the page says it has taken place and points
 * to the next events.
 */
export function CareerEventDetails({ event }: { event: CareerEventContent }) {
  const { language, country } = usePageState();
  const { t } = useLingui();
  // The prerender says "upcoming" (the server snapshot); the browser's clock takes over after hydration.
  const past = useSyncExternalStore(
    noSubscription,
    () => isPast(event, Date.now()),
    () => false,
  );
  const day = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${event.date}T12:00:00Z`));
  const register = platformLink('events', { language, country, segments: [event.platformSlug] });
  const events = allEventsLink(language, country);
  return (
    <article data-screen="regional" className="page page--wide" data-event-state={past ? 'past' : 'upcoming'}>
      <header className="hero hero--split">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>Career event · Brabant</Trans>
          </p>
          <h1>{event.name}</h1>
          <p className="lead">
            <Trans>
              Meet employers in science, technology, engineering and mathematics in person. For students and
              graduates with 0 to 3 years of experience.
            </Trans>
          </p>
          {past ? (
            <div className="notice event-past" role="status">
              <p>
                <strong>
                  <Trans>This event has taken place. Thank you to everyone who came!</Trans>
                </strong>
              </p>
              <a className="button" href={events}>
                <Trans>See upcoming events</Trans>
              </a>
            </div>
          ) : (
            <p className="hero__actions">
              <a className="button button--large" href={register}>
                <Trans>Register for free</Trans>
              </a>
              <a className="button button--large button--ghost" href={events}>
                <Trans>All events</Trans>
              </a>
            </p>
          )}
        </div>
        <dl className="event-facts" aria-label={t`Event details`}>
          <div>
            <dt>
              <Icon name="calendar" size={20} />
              <Trans>Date</Trans>
            </dt>
            <dd>{day}</dd>
          </div>
          <div>
            <dt>
              <Icon name="clock" size={20} />
              <Trans>Time</Trans>
            </dt>
            <dd>
              {event.start}–{event.end}
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="map-pin" size={20} />
              <Trans>Venue</Trans>
            </dt>
            <dd>
              {event.venue.name}, {event.venue.address}, {event.venue.city}
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="ticket" size={20} />
              <Trans>Entry</Trans>
            </dt>
            <dd>
              <Trans>Free, registration required</Trans>
            </dd>
          </div>
        </dl>
      </header>

      {event.programme.length > 0 && (
        <section aria-labelledby="programme-heading" className="section">
          <h2 id="programme-heading">
            <Trans>Programme</Trans>
          </h2>
          <ol className="programme">
            {event.programme.map((item) => (
              <li key={item.time}>
                <time>{item.time}</time>
                <span>{item.title[language]}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="companies-heading" className="section">
        <h2 id="companies-heading">
          <Trans>Companies you will meet</Trans>
        </h2>
        {event.companies.length > 0 ? (
          <ul className="event-companies">
            {event.companies.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : null}
        <p>
          <Trans>The event page lists every company taking part, and is updated as they sign up.</Trans>
        </p>
      </section>

      {past ? null : (
        <aside className="section cta-band" aria-labelledby="register-heading">
          <h2 id="register-heading">
            <Trans>Register for free</Trans>
          </h2>
          <p>
            <a className="button button--light" href={register}>
              <Trans>Register on Opstap</Trans>
            </a>
          </p>
        </aside>
      )}
    </article>
  );
}
