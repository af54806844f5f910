import type { CompanyFacts, Consent, MarketPages, MarketProof } from './content-types.ts';

/**
 * What is wrong with the content files (docs/decisions/0325-content-the-company-fills.md). Two kinds:
 * - `invalid`: an entry that is malformed, or claims without its evidence (a figure without a source, a
 *   testimonial without consent, a logo without permission). Every build refuses it.
 * - `unfilled`: a fact still to be filled in (null) or an entry marked illustrative. Development and test
 *   builds show these, plainly labelled; a release build refuses them.
 */
export interface ContentProblem {
  readonly kind: 'invalid' | 'unfilled';
  /** The file and the place in it: `proof/nl.json: testimonials[0]`. */
  readonly where: string;
  readonly message: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function consentProblems(where: string, consent: Consent | null | undefined, what: string): ContentProblem[] {
  if (!consent) return [{ kind: 'invalid', where, message: `no ${what} recorded` }];
  const problems: ContentProblem[] = [];
  if (!ISO_DAY.test(consent.date ?? ''))
    problems.push({ kind: 'invalid', where, message: `${what} date is not YYYY-MM-DD` });
  if (!consent.record?.trim()) problems.push({ kind: 'invalid', where, message: `${what} names no record` });
  return problems;
}

function bilingualProblems(where: string, name: string, value: unknown): ContentProblem[] {
  const text = value as { en?: unknown; nl?: unknown } | null | undefined;
  return (['en', 'nl'] as const)
    .filter((language) => typeof text?.[language] !== 'string' || !(text[language] as string).trim())
    .map((language) => ({ kind: 'invalid' as const, where, message: `${name} has no ${language} text` }));
}

/** The problems of one market's proof file (`file` names it in the messages). */
export function proofProblems(file: string, proof: MarketProof): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const illustrative = (where: string, entry: { illustrative?: boolean }) => {
    if (entry.illustrative === true)
      problems.push({ kind: 'unfilled', where, message: 'marked illustrative: an example, not evidence' });
  };
  proof.figures.forEach((figure, index) => {
    const where = `${file}: figures[${index}] (${figure.id})`;
    problems.push(
      ...bilingualProblems(where, 'value', figure.value),
      ...bilingualProblems(where, 'label', figure.label),
      ...bilingualProblems(where, 'source', figure.source),
    );
    illustrative(where, figure);
  });
  proof.testimonials.forEach((testimonial, index) => {
    const where = `${file}: testimonials[${index}] (${testimonial.name})`;
    problems.push(
      ...bilingualProblems(where, 'quote', testimonial.quote),
      ...bilingualProblems(where, 'role', testimonial.role),
    );
    if (!testimonial.company?.trim()) problems.push({ kind: 'invalid', where, message: 'no company' });
    illustrative(where, testimonial);
    if (testimonial.illustrative !== true)
      problems.push(...consentProblems(where, testimonial.consent, 'consent'));
  });
  proof.logos.forEach((logo, index) => {
    const where = `${file}: logos[${index}] (${logo.name})`;
    if (!/^\/[\w./-]+\.svg$/.test(logo.file ?? ''))
      problems.push({ kind: 'invalid', where, message: 'file is not an SVG path under public/' });
    illustrative(where, logo);
    if (logo.illustrative !== true) problems.push(...consentProblems(where, logo.permission, 'permission'));
  });
  return problems;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The problems of one market's page content (`file` names it): news, the career event, the golden ticket
 * round, the integrations (docs/decisions/0328-dated-content-the-company-fills.md). None of them is a fact to
 * fill in: an empty list or a null means none announced, and the page says what it can without.
 */
export function pagesProblems(file: string, pages: MarketPages): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const invalid = (where: string, message: string) => problems.push({ kind: 'invalid', where, message });
  const illustrative = (where: string, entry: { illustrative?: boolean }) => {
    if (entry.illustrative === true)
      problems.push({ kind: 'unfilled', where, message: 'marked illustrative: an example, not a fact' });
  };
  pages.news.forEach((item, index) => {
    const where = `${file}: news[${index}] (${item.date})`;
    if (!ISO_DAY.test(item.date ?? '')) invalid(where, 'date is not YYYY-MM-DD');
    problems.push(
      ...bilingualProblems(where, 'title', item.title),
      ...bilingualProblems(where, 'text', item.text),
    );
    if (item.link != null && !/^https:\/\/\S+$/.test(item.link)) invalid(where, 'link is not an https URL');
    illustrative(where, item);
  });
  const event = pages.careerEvent;
  if (event) {
    const where = `${file}: careerEvent (${event.name})`;
    if (!event.name?.trim()) invalid(where, 'no name');
    if (!ISO_DAY.test(event.date ?? '')) invalid(where, 'date is not YYYY-MM-DD');
    if (!HH_MM.test(event.start ?? '') || !HH_MM.test(event.end ?? ''))
      invalid(where, 'start or end is not HH:MM');
    if (!INSTANT.test(event.endsAt ?? '') || !event.endsAt.startsWith(`${event.date}T${event.end}`))
      invalid(where, 'endsAt is not the end on the day, with its offset');
    if (!event.venue?.name?.trim() || !event.venue.address?.trim() || !event.venue.city?.trim())
      invalid(where, 'venue lacks its name, address or city');
    event.programme.forEach((item, index) => {
      if (!HH_MM.test(item.time ?? '')) invalid(`${where}: programme[${index}]`, 'time is not HH:MM');
      problems.push(...bilingualProblems(`${where}: programme[${index}]`, 'title', item.title));
    });
    if (!/^[\w-]+$/.test(event.platformSlug ?? '')) invalid(where, 'platformSlug is not a slug');
    illustrative(where, event);
  }
  const round = pages.goldenTicket;
  if (round) {
    const where = `${file}: goldenTicket (${round.closesAt})`;
    if (!INSTANT.test(round.closesAt ?? '')) invalid(where, 'closesAt is not an instant with its offset');
    if (!ISO_DAY.test(round.drawnOn ?? '')) invalid(where, 'drawnOn is not YYYY-MM-DD');
    if (round.terms.length === 0) invalid(where, 'no terms');
    round.terms.forEach((term, index) => problems.push(...bilingualProblems(where, `terms[${index}]`, term)));
    illustrative(where, round);
  }
  pages.integrations.forEach((integration, index) => {
    const where = `${file}: integrations[${index}] (${integration.name})`;
    if (!integration.name?.trim()) invalid(where, 'no name');
    illustrative(where, integration);
  });
  return problems;
}

/** The facts still to be filled in (null), each by its path in `company.json`. */
export function companyProblems(file: string, company: CompanyFacts): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === null) {
      problems.push({ kind: 'unfilled', where: `${file}: ${path}`, message: 'not filled in' });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value))
        if (!key.startsWith('$')) walk(inner, path ? `${path}.${key}` : key);
    }
  };
  walk(company, '');
  if (!company.brandName?.trim())
    problems.push({ kind: 'invalid', where: `${file}: brandName`, message: 'empty' });
  return problems;
}

/**
 * The problems that stop this build: every invalid entry, and in a release build every unfilled one too.
 */
export function blockingProblems(problems: readonly ContentProblem[], release: boolean): ContentProblem[] {
  return problems.filter((problem) => problem.kind === 'invalid' || release);
}
