import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingProblems } from '../../src/content/content-check.ts';
import { contentProblems, isReleaseBuild } from './content-check-plugin.ts';

const appDir = join(import.meta.dirname, '../..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ with every company fact filled in, then changed by `edit`. */
function contentCopy(edit: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'opstap-content-'));
  made.push(dir);
  cpSync(join(appDir, 'content'), dir, { recursive: true });
  const company = JSON.parse(readFileSync(join(dir, 'company.json'), 'utf8'));
  const filled = JSON.parse(
    JSON.stringify(company, (_key, value: unknown) => (value === null ? 'Filled in for the test' : value)),
  );
  writeFileSync(join(dir, 'company.json'), JSON.stringify(filled));
  edit(dir);
  return dir;
}

const illustrativeTestimonial = {
  quote: { en: 'We hired three trainees.', nl: 'We namen drie trainees aan.' },
  name: 'Example Person',
  role: { en: 'Recruiter', nl: 'Recruiter' },
  company: 'Example B.V.',
  consent: null,
  illustrative: true,
};

function addTestimonial(dir: string, testimonial: object) {
  const file = join(dir, 'proof/nl.json');
  const proof = JSON.parse(readFileSync(file, 'utf8'));
  proof.testimonials.push(testimonial);
  writeFileSync(file, JSON.stringify(proof));
}

const illustrativeNews = {
  date: '2026-11-03',
  title: { en: 'Example headline', nl: 'Voorbeeldkop' },
  text: { en: 'Example text.', nl: 'Voorbeeldtekst.' },
  illustrative: true,
};

const careerEvent = {
  name: 'Example Career Event',
  date: '2027-03-18',
  start: '13:00',
  end: '18:00',
  endsAt: '2027-03-18T18:00:00+01:00',
  venue: { name: 'Example Hall', address: 'Examplestraat 1', city: 'Eindhoven' },
  programme: [{ time: '13:00', title: { en: 'Doors open', nl: 'Deuren open' } }],
  companies: [],
  platformSlug: 'example-career-event',
};

/** Changes one market's page content (content/pages/<market>.json). */
function editPages(dir: string, market: 'nl' | 'gb', edit: (pages: Record<string, unknown>) => void) {
  const file = join(dir, `pages/${market}.json`);
  const pages = JSON.parse(readFileSync(file, 'utf8'));
  edit(pages);
  writeFileSync(file, JSON.stringify(pages));
}

describe('which builds are release builds', () => {
  it('is a plain production build, and not start, the e2e builds, the dev server or the tests', () => {
    expect(isReleaseBuild('production', {})).toBe(true);
    expect(isReleaseBuild('production', { VITE_PLATFORM_API: 'https://api.opstap.nl' })).toBe(true);
    // `pnpm start`: the test captcha against the local stand-in.
    expect(
      isReleaseBuild('production', {
        VITE_CAPTCHA_PROVIDER: 'test',
        VITE_PLATFORM_API: 'http://127.0.0.1:4180',
      }),
    ).toBe(false);
    expect(isReleaseBuild('production', { VITE_PLATFORM_API: 'http://localhost:4180' })).toBe(false);
    expect(isReleaseBuild('production', { VITE_ENABLE_MOCKS: 'true' })).toBe(false);
    expect(isReleaseBuild('development', {})).toBe(false);
    expect(isReleaseBuild('test', {})).toBe(false);
  });
});

describe('the content files', () => {
  it('as shipped: only facts to fill in, which block a release build and nothing else', () => {
    const problems = contentProblems(join(appDir, 'content'));
    expect(problems.every((problem) => problem.kind === 'unfilled')).toBe(true);
    expect(problems.map((problem) => problem.where)).toContain('company.json: chamberOfCommerceNumber');
    expect(blockingProblems(problems, false)).toEqual([]);
    expect(blockingProblems(problems, true).length).toBe(problems.length);
  });

  it('filled in, with evidence for each entry: nothing blocks a release build', () => {
    const dir = contentCopy((copy) =>
      addTestimonial(copy, {
        ...illustrativeTestimonial,
        illustrative: false,
        consent: { date: '2026-10-01', record: 'Signed consent form, HR archive' },
      }),
    );
    expect(blockingProblems(contentProblems(dir), true)).toEqual([]);
  });

  it('an illustrative entry blocks a release build only', () => {
    const problems = contentProblems(contentCopy((copy) => addTestimonial(copy, illustrativeTestimonial)));
    expect(blockingProblems(problems, false)).toEqual([]);
    expect(blockingProblems(problems, true)).toEqual([
      expect.objectContaining({ where: 'proof/nl.json: testimonials[0] (Example Person)', kind: 'unfilled' }),
    ]);
  });

  it('a testimonial without consent, or a figure without source, blocks every build', () => {
    const dir = contentCopy((copy) => {
      addTestimonial(copy, { ...illustrativeTestimonial, illustrative: false });
      const file = join(copy, 'proof/gb.json');
      const proof = JSON.parse(readFileSync(file, 'utf8'));
      delete proof.figures[0].source;
      writeFileSync(file, JSON.stringify(proof));
    });
    const messages = blockingProblems(contentProblems(dir), false).map((p) => `${p.where}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'proof/nl.json: testimonials[0] (Example Person): no consent recorded',
        'proof/gb.json: figures[0] (job-seekers): source has no en text',
      ]),
    );
  });
});

describe("the pages' dated content (news, the career event, the golden ticket, integrations)", () => {
  it('none announced is no gap: the shipped files block no build', () => {
    const problems = contentProblems(join(appDir, 'content'));
    expect(problems.filter((problem) => problem.where.startsWith('pages/'))).toEqual([]);
  });

  it('an announced event and news, each complete, block no release build', () => {
    const dir = contentCopy((copy) =>
      editPages(copy, 'gb', (pages) => {
        pages.careerEvent = careerEvent;
        pages.news = [{ ...illustrativeNews, illustrative: false, link: 'https://example.org/release' }];
      }),
    );
    expect(blockingProblems(contentProblems(dir), true)).toEqual([]);
  });

  it('an illustrative news item, event, round or integration blocks a release build only', () => {
    const dir = contentCopy((copy) =>
      editPages(copy, 'nl', (pages) => {
        pages.news = [illustrativeNews];
        pages.careerEvent = { ...careerEvent, illustrative: true };
        pages.goldenTicket = {
          closesAt: '2027-01-31T23:59:00+01:00',
          drawnOn: '2027-02-07',
          terms: [{ en: 'One entry per person.', nl: 'Eén inzending per persoon.' }],
          illustrative: true,
        };
        pages.integrations = [{ name: 'Example ATS', illustrative: true }];
      }),
    );
    const problems = contentProblems(dir);
    expect(blockingProblems(problems, false)).toEqual([]);
    expect(blockingProblems(problems, true).map((problem) => problem.where)).toEqual([
      'pages/nl.json: news[0] (2026-11-03)',
      'pages/nl.json: careerEvent (Example Career Event)',
      'pages/nl.json: goldenTicket (2027-01-31T23:59:00+01:00)',
      'pages/nl.json: integrations[0] (Example ATS)',
    ]);
  });

  it('an event whose end is not on its day, or a news item without a date, blocks every build', () => {
    const dir = contentCopy((copy) =>
      editPages(copy, 'gb', (pages) => {
        pages.careerEvent = { ...careerEvent, endsAt: '2027-03-19T18:00:00+01:00' };
        pages.news = [{ ...illustrativeNews, illustrative: false, date: 'soon' }];
      }),
    );
    const messages = blockingProblems(contentProblems(dir), false).map((p) => `${p.where}: ${p.message}`);
    expect(messages).toEqual([
      'pages/gb.json: news[0] (soon): date is not YYYY-MM-DD',
      'pages/gb.json: careerEvent (Example Career Event): endsAt is not the end on the day, with its offset',
    ]);
  });
});

describe('the production build', () => {
  it('fails when a content file holds an illustrative entry', () => {
    const content = contentCopy((copy) => {
      addTestimonial(copy, illustrativeTestimonial);
      editPages(copy, 'gb', (pages) => (pages.news = [illustrativeNews]));
    });
    const out = mkdtempSync(join(tmpdir(), 'opstap-release-'));
    made.push(out);
    // The real build command's first step, with the release build's settings: no mocks, the real captcha,
    // the production platform API. The check runs before anything is bundled.
    const release = ([name]: [string, unknown]) =>
      !['VITE_ENABLE_MOCKS', 'VITE_CAPTCHA_PROVIDER', 'VITE_PLATFORM_API'].includes(name);
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(release)),
      OPSTAP_CONTENT_DIR: content,
      WEB_DIST_DIR: out,
      NODE_ENV: 'production',
      // A production build needs the captcha's site key first (scripts/mocks-plugin.ts).
      VITE_FRIENDLY_CAPTCHA_SITEKEY: 'not-a-real-sitekey',
    };
    const build = spawnSync(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: appDir,
      env,
      encoding: 'utf8',
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr + build.stdout).toContain(
      'proof/nl.json: testimonials[0] (Example Person): marked illustrative',
    );
    expect(build.stderr + build.stdout).toContain('pages/gb.json: news[0] (2026-11-03): marked illustrative');
  }, 120_000);
});
