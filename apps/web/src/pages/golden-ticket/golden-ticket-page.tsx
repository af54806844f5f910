import { Trans } from '@lingui/react/macro';
import { PLATFORM_ORIGINS } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';

/** The golden ticket campaign: complete your profile, win a day at a top employer. */
export function GoldenTicketPage() {
  const { country } = usePageState();
  return (
    <article data-screen="golden-ticket" className="page">
      <header className="hero hero--gold">
        <p className="eyebrow">
          <Trans>Golden ticket</Trans>
        </p>
        <h1>
          <Trans>Win a golden ticket to the company of your dreams</Trans>
        </h1>
        <p className="lead">
          <Trans>
            One ticket, one day behind the scenes: meet the team, join their meetings and have lunch with the
            people you would work with. And skip straight to the interview if it clicks.
          </Trans>
        </p>
      </header>
      <section aria-labelledby="how-heading" className="section">
        <h2 id="how-heading">
          <Trans>How to take part</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Create your free Opstap profile, or log in.</Trans>
          </li>
          <li>
            <Trans>Complete your profile: your studies, your skills and what you are looking for.</Trans>
          </li>
          <li>
            <Trans>
              Follow the companies you would love to visit. Every company you follow is a chance to win.
            </Trans>
          </li>
        </ol>
        <p>
          <a className="button button--large" href={`${PLATFORM_ORIGINS[country]}/signup`}>
            <Trans>Create your profile and join</Trans>
          </a>
        </p>
        <p className="muted">
          <Trans>Taking part is free. Winners are drawn at random and hear from us by email.</Trans>
        </p>
      </section>
    </article>
  );
}
