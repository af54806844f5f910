/**
 * The shapes of the content files Opstap fills in (`apps/web/content/`, docs/requirements/site.md#audiences-and-claims):
 * facts about the company and, per market, the social proof. Plain data, read by the app and checked by the
 * build (scripts/content/content-check-plugin.ts, docs/decisions/0325-content-the-company-fills.md).
 */

/** A text in both of the site's languages. */
export interface Bilingual {
  readonly en: string;
  readonly nl: string;
}

/** Who agreed, when, and where the record of it is kept (a signed form, an e-mail). */
export interface Consent {
  /** The day consent was given, ISO 8601 (`2026-10-01`). */
  readonly date: string;
  /** Where the record is kept, for whoever must show it later. */
  readonly record: string;
}

/** A headline figure: what it counts and where the number comes from. */
export interface ProofFigure {
  readonly id: string;
  readonly value: Bilingual;
  readonly label: Bilingual;
  /** Who measured it: shown beside the figures. */
  readonly source: Bilingual;
  /** An example, not a real figure: a release build refuses it. */
  readonly illustrative?: boolean;
}

/** A real customer's words, with their consent to show them. */
export interface ProofTestimonial {
  readonly quote: Bilingual;
  readonly name: string;
  readonly role: Bilingual;
  readonly company: string;
  /** A portrait under public/people/ the person agreed to, or none. */
  readonly portrait?: string | null;
  readonly consent: Consent | null;
  readonly illustrative?: boolean;
}

/** A customer's logo, with the company's permission to show it. */
export interface ProofLogo {
  readonly name: string;
  /** The file under public/ (`/logos/acme.svg`), 200 × 48. */
  readonly file: string;
  readonly permission: Consent | null;
  readonly illustrative?: boolean;
}

/** One market's social proof (`content/proof/<country>.json`). */
export interface MarketProof {
  readonly figures: readonly ProofFigure[];
  readonly testimonials: readonly ProofTestimonial[];
  readonly logos: readonly ProofLogo[];
}

/** The app's store listings in one market; null until filled in. */
export interface StoreListings {
  readonly appStore: string | null;
  readonly googlePlay: string | null;
}

/** Facts about the company (`content/company.json`); null until filled in. */
export interface CompanyFacts {
  readonly brandName: string;
  readonly legalName: string | null;
  readonly address: {
    readonly street: string | null;
    readonly postalCode: string | null;
    readonly city: string | null;
    /** ISO 3166-1 alpha-2. */
    readonly country: string;
  };
  readonly chamberOfCommerceNumber: string | null;
  readonly vatNumber: string | null;
  readonly email: string | null;
  readonly privacyEmail: string | null;
  /** The press office's address per market (the press page). */
  readonly pressEmail: { readonly nl: string | null; readonly gb: string | null };
  readonly phone: string | null;
  readonly appStores: { readonly nl: StoreListings; readonly gb: StoreListings };
  /** Who hosts the site and runs its CDN, by name (the privacy statement lists them as processors). */
  readonly processors: { readonly hosting: string | null; readonly cdn: string | null };
  /** How long each kind of data is kept, as a phrase of the privacy statement (`12 months`), per language. */
  readonly retention: {
    readonly leadForm: Bilingual | null;
    readonly contactForm: Bilingual | null;
    readonly surveys: Bilingual | null;
    readonly serverLogs: Bilingual | null;
  };
}

/** A news item of the press page: what happened, when, and where the full release is. */
export interface NewsItem {
  /** The day, ISO 8601 (`2026-11-03`). */
  readonly date: string;
  readonly title: Bilingual;
  readonly text: Bilingual;
  /** The full press release or article, if there is one (an absolute https URL). */
  readonly link?: string | null;
  readonly illustrative?: boolean;
}

/** The next edition of the regional career event (`/brabant`, `/beta-career-event`). */
export interface CareerEventContent {
  readonly name: string;
  /** The day, ISO 8601. */
  readonly date: string;
  /** Start and end, `HH:MM` local time. */
  readonly start: string;
  readonly end: string;
  /** The end as an instant with its offset (`2027-03-18T18:00:00+01:00`): past from then on. */
  readonly endsAt: string;
  readonly venue: { readonly name: string; readonly address: string; readonly city: string };
  readonly programme: readonly { readonly time: string; readonly title: Bilingual }[];
  /** The companies that confirmed they take part, by name. */
  readonly companies: readonly string[];
  /** The event's page on the platform (the `events` path word + this slug), where visitors register. */
  readonly platformSlug: string;
  readonly illustrative?: boolean;
}

/** A round of the golden ticket campaign (`/goldenticket`): when it closes, when it is drawn, its terms. */
export interface GoldenTicketRound {
  /** The closing instant with its offset (`2027-01-31T23:59:00+01:00`). */
  readonly closesAt: string;
  /** The day of the draw, ISO 8601. */
  readonly drawnOn: string;
  /** The round's terms, as the company set them, one item each. */
  readonly terms: readonly Bilingual[];
  readonly illustrative?: boolean;
}

/** A system the product connects with, that Opstap has a working link to. */
export interface Integration {
  readonly name: string;
  readonly illustrative?: boolean;
}

/**
 * What one market's pages say that only the company can (`content/pages/<country>.json`): the press page's
 * news, the career event's next edition, the golden ticket round, the named integrations. Empty or null: the
 * page shows what it can say without them (docs/decisions/0328-dated-content-the-company-fills.md).
 */
export interface MarketPages {
  readonly news: readonly NewsItem[];
  readonly careerEvent: CareerEventContent | null;
  readonly goldenTicket: GoldenTicketRound | null;
  readonly integrations: readonly Integration[];
}
