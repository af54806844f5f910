import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No promise or figure the specification does not make (docs/requirements/site.md#audiences-and-claims,
 * decisions 0325, 0328 and 0331): a response time, a data location, a certification, a company-size band or a
 * count on the site is either the specification's, the product's own (a mock-up's match score), the law's
 * (GDPR art. 12(3)'s month), or a fact the company fills in its content files. This reads every text of both
 * catalogs, the source (English) and its Dutch translation.
 */
function texts(language: 'en' | 'nl'): string[] {
  const po = readFileSync(join(import.meta.dirname, `locales/${language}/messages.po`), 'utf8');
  const field = language === 'en' ? 'msgid' : 'msgstr';
  return [...po.matchAll(new RegExp(`^${field} "((?:[^"\\\\]|\\\\.)*)"$`, 'gm'))]
    .map((match) => match[1] ?? '')
    .filter((text) => text !== '');
}

/** Figures the specification states (its "Marketing claims shown"), and the mock-ups' own scores. */
const FIGURES = new Set([
  '400,000+',
  '400.000+',
  '5,000+',
  '5.000+',
  '15,000+',
  '15.000+',
  '400K',
  '30K',
  '5K',
  '35%',
  '80%',
  '70%',
  '73%',
  // The app mock-ups' match scores and profile meter: the product's screens, not a claim about customers.
  '94%',
  '96%',
  '90%',
]);

/** Time promises allowed, each with its ground. */
const TIMES: readonly RegExp[] = [
  // The specification: "plug-and-play start within a day".
  /\b(live|start|connected) within a day\b/i,
  /\b(binnen een dag|binnen één dag)\b/i,
  // GDPR art. 12(3): a data subject's request is answered within one month.
  /within one month|binnen een maand|binnen één maand/i,
  // The product tour's chat mock-up: one candidate's reply, not a promise of Opstap's.
  /^Replied within a day$|^Binnen een dag gereageerd$|^Reageerde binnen een dag$/i,
];

const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a response time in working days', pattern: /working days?|werkdag/i },
  {
    what: 'a data location',
    pattern:
      /\b(stored|processed|hosted|opgeslagen|verwerkt|gehost)\b[^.]*\b(EU|EER|EEA|Europe|Europa|Nederland|Netherlands)\b/i,
  },
  { what: 'a certification', pattern: /\bISO ?\d|\bcertifi|\bgecertificeerd|\bSOC ?2\b|\bISAE\b|\bNEN ?\d/i },
  { what: 'a company-size band', pattern: /\d[\d.,]*\s*[–-]\s*\d[\d.,]*\s*(employees|medewerkers)\b/i },
  { what: 'a contract term', pattern: /processing agreement is part|verwerkersovereenkomst hoort bij/i },
  // What the company does with data beyond what the site does (selling it, advertising with it) is its
  // policy, not the product's behaviour: a fact for company.json first (decision 0331).
  {
    what: 'a data-use policy',
    pattern:
      /\b(never|not|no)\b[^.]*\b(sell|sells|sold|selling)\b|\bnever use[^.]*\badvertis|\bnooit\b[^.]*\b(verkopen|verkocht|verkoopt)\b|\b(verkopen|verkocht|verkoopt)\b[^.]*\bnooit\b|nooit voor advertenties/i,
  },
];

describe('the catalogs make no claim the specification does not', () => {
  for (const language of ['en', 'nl'] as const) {
    it(`${language}: no response time, data location, certification, size band, contract term or data-use policy`, () => {
      const found = texts(language).flatMap((text) =>
        FORBIDDEN.filter(({ pattern }) => pattern.test(text))
          // The mock-up of a company card in the product tour: a sample company's size, not a band.
          .filter(({ what }) => !(what === 'a company-size band' && /·/.test(text)))
          .map(({ what }) => `${what}: ${text}`),
      );
      expect(found).toEqual([]);
    });

    it(`${language}: every time promise is the specification's, the law's or a mock-up's`, () => {
      const promises = texts(language).filter((text) =>
        /\bwithin (a|one|two|\d+) (hours?|days?|weeks?|months?)\b|\bbinnen (een|één|twee|\d+) (uur|uren|dag|dagen|week|weken|maand|maanden)\b/i.test(
          text,
        ),
      );
      expect(promises.filter((text) => !TIMES.some((allowed) => allowed.test(text)))).toEqual([]);
    });

    it(`${language}: every count or percentage is one the specification states`, () => {
      const figures = texts(language).flatMap((text) =>
        [...text.matchAll(/\d[\d.,]*(?:\+|K\b|\s?%)/g)].map((match) => match[0].replace(/\s/g, '')),
      );
      expect(figures.filter((figure) => !FIGURES.has(figure))).toEqual([]);
    });
  }

  it('holds what it looks for: the texts it replaced would fail', () => {
    const replaced = [
      'A recruitment adviser calls you within one working day, on the number you gave.',
      'Data is stored and processed in the EU, under the GDPR, and never sold.',
      'A data processing agreement is part of every contract.',
      '51–250 employees',
      'Certified under ISO 27001.',
      'We never sell it and never use it for advertising.',
      'We handle your data under the GDPR and never sell it.',
      'We verkopen het nooit en gebruiken het nooit voor advertenties.',
      'We gaan met je gegevens om volgens de AVG en verkopen ze nooit.',
    ];
    for (const text of replaced) expect(FORBIDDEN.some(({ pattern }) => pattern.test(text))).toBe(true);
  });
});
