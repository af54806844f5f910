import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenLink } from '../../components/internal-link.tsx';
import { LEGAL_FACTS } from '../../components/legal/legal-facts.ts';
import { LegalSection } from '../../components/legal/legal-section.tsx';
import { GEO_COOKIE } from '../../page-state/geo.ts';

/** What the site keeps in the browser, key by key, and for how long (the code that writes each is named). */
const STORED = [
  { key: 'opstap.form-drafts', store: 'sessionStorage' },
  { key: 'opstap:scam-warning-dismissed', store: 'sessionStorage' },
  { key: 'opstap.nps:…', store: 'sessionStorage / localStorage' },
  { key: 'opstap:log-level, opstap:log-web-vitals', store: 'localStorage' },
] as const;

/**
 * The cookie statement (docs/requirements/site.md#legal): the site sets no cookie; the CDN's `geo_country`
 * cookie is functional and read only for the scam warning (src/page-state/geo.ts); what the site keeps in
 * the browser's storage, key by key. The keys are the code's own constants where it exports them.
 */
export function CookiesPage() {
  const { t } = useLingui();
  const { chatHost } = LEGAL_FACTS;
  const purpose = [
    t`Keeps what you typed in a form when you press "try again" after a page failed to load, so the reloaded page can put it back; removed as soon as it has.`,
    t`Remembers, for this visit, that you closed the warning about fake job offers.`,
    t`Remembers your score in a satisfaction survey and the answer's number, so a reload continues where you were: for this tab, or, when you came from an e-mail link, in this browser until you delete it. Nothing you typed.`,
    t`Only when a developer switches on the console log or the web-vitals log by hand; the site never sets these itself.`,
  ];
  return (
    <article data-screen="cookies" className="page legal">
      <h1>
        <Trans>Cookie statement</Trans>
      </h1>
      <p className="lead">
        <Trans>
          This site sets no cookies of its own: no tracking, advertising or analytics cookies, and no cookie
          banner is needed. Here is everything that is stored on your device when you visit it.
        </Trans>
      </p>

      <LegalSection id="cdn-cookie" title={<Trans>One functional cookie, from our CDN</Trans>}>
        <p>
          <Trans>
            The network that delivers our pages (CDN) sets the cookie <code>{GEO_COOKIE}</code> with each
            page: the two-letter code of the country your IP address is in, for example <code>NL</code>. The
            page reads it only to show visitors from Australia a warning about fake job offers made in our
            name. It holds nothing else.
          </Trans>
        </p>
        <p>
          <Trans>
            Like any cookie, your browser sends it back with each request to this site; nothing on our side
            stores it, the site's measurements report the site version you chose and not this country, and it
            is not used to follow you. Because it is needed for that warning and stores no more, it needs no
            consent.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="storage" title={<Trans>What the site keeps in your browser</Trans>}>
        <p>
          <Trans>
            Besides cookies, browsers offer storage that stays on your device. The site uses it only for the
            following, never to recognise you, and never sends it anywhere:
          </Trans>
        </p>
        <dl>
          {STORED.map((item, index) => (
            <div key={item.key}>
              <dt>
                <code>{item.key}</code> ({item.store})
              </dt>
              <dd>{purpose[index]}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Trans>
            You can delete all of it at any time in your browser's settings; the site keeps working without
            it.
          </Trans>
        </p>
      </LegalSection>

      {chatHost ? (
        <LegalSection id="chat" title={<Trans>The chat window</Trans>}>
          <p>
            <Trans>
              Pages load a chat window from {chatHost} once they have finished loading. That provider may
              store data in your browser to keep your conversation; its own cookie statement says what.
            </Trans>
          </p>
        </LegalSection>
      ) : null}

      <LegalSection id="more" title={<Trans>More about your data</Trans>}>
        <p>
          <Trans>
            What the forms and the site's measurements collect, and your rights, are in the{' '}
            <ScreenLink screen="privacy">privacy statement</ScreenLink>.
          </Trans>
        </p>
      </LegalSection>
    </article>
  );
}
