import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { platformLink, type Country, type Language } from '@opstap/routes';
import { useState } from 'react';

interface SampleJob {
  readonly slug: string;
  /** Translated: a Dutch page shows Dutch titles (docs/requirements/site.md#languages-and-countries). */
  readonly title: MessageDescriptor;
  readonly company: string;
  readonly city: string;
  readonly employees: readonly [number, number];
  readonly deadlineDays: number;
  readonly experience: readonly [number, number];
  readonly education: 'bachelor' | 'master';
  /** Monthly gross, illustrative only. */
  readonly salary: readonly [number, number];
}

/** Illustrative cards: what a vacancy on Opstap shows. Not live vacancies, so the salary is marked as such. */
const SAMPLES: Record<Country, readonly SampleJob[]> = {
  nl: [
    {
      slug: 'junior-data-analist-vlinder-bank',
      title: msg`Junior Data Analyst`,
      company: 'Vlinder Bank',
      city: 'Amsterdam',
      employees: [1000, 5000],
      deadlineDays: 12,
      experience: [0, 2],
      education: 'master',
      salary: [3300, 3900],
    },
    {
      slug: 'traineeship-duurzame-energie-groenstroom',
      title: msg`Traineeship Sustainable Energy`,
      company: 'Groenstroom Energie',
      city: 'Arnhem',
      employees: [200, 500],
      deadlineDays: 5,
      experience: [0, 1],
      education: 'bachelor',
      salary: [2900, 3400],
    },
    {
      slug: 'junior-frontend-developer-tulp-software',
      title: msg`Junior Front-end Developer`,
      company: 'Tulp Software',
      city: 'Utrecht',
      employees: [50, 200],
      deadlineDays: 21,
      experience: [1, 3],
      education: 'bachelor',
      salary: [3100, 3800],
    },
  ],
  gb: [
    {
      slug: 'graduate-data-analyst-thameside',
      title: msg`Graduate Data Analyst`,
      company: 'Thameside Analytics',
      city: 'London',
      employees: [500, 1000],
      deadlineDays: 9,
      experience: [0, 2],
      education: 'bachelor',
      salary: [2600, 3000],
    },
    {
      slug: 'engineering-graduate-scheme-severn',
      title: msg`Engineering Graduate Scheme`,
      company: 'Severn Engineering',
      city: 'Bristol',
      employees: [1000, 5000],
      deadlineDays: 1,
      experience: [0, 1],
      education: 'master',
      salary: [2500, 2900],
    },
    {
      slug: 'junior-software-engineer-kestrel',
      title: msg`Junior Software Engineer`,
      company: 'Kestrel Software',
      city: 'Manchester',
      employees: [50, 200],
      deadlineDays: 18,
      experience: [1, 3],
      education: 'bachelor',
      salary: [2700, 3200],
    },
  ],
};

function JobCard({ job, language, country }: { job: SampleJob; language: Language; country: Country }) {
  const { t, i18n } = useLingui();
  const [liked, setLiked] = useState(false);
  const title = i18n._(job.title);
  const money = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: country === 'gb' ? 'GBP' : 'EUR',
    maximumFractionDigits: 0,
  });
  const [minYears, maxYears] = job.experience;
  const salary = `${money.format(job.salary[0])} – ${money.format(job.salary[1])}`;
  const days = job.deadlineDays;
  const count = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB');
  const employees = `${count.format(job.employees[0])}–${count.format(job.employees[1])}`;
  const headingId = `job-${job.slug}`;
  return (
    <li className="card job-card">
      <p className="job-card__company">
        {job.company} · {job.city}
      </p>
      <h3 id={headingId} className="card__title">
        {title}
      </h3>
      <ul className="job-card__facts">
        <li>
          <Trans>{employees} employees</Trans>
        </li>
        <li>
          <Plural value={days} one="Deadline in # day" other="Deadline in # days" />
        </li>
        <li>
          <Trans>
            {minYears}–{maxYears} years of experience
          </Trans>
        </li>
        <li>{job.education === 'master' ? t`Master's degree` : t`Bachelor's degree`}</li>
        <li>
          <Trans>{salary} per month</Trans> <span className="muted">{t`(illustrative salary)`}</span>
        </li>
      </ul>
      <div className="job-card__actions">
        <a className="button" href={platformLink('opportunity', { language, country, segments: [job.slug] })}>
          <Trans>Apply</Trans>
          <span className="visually-hidden"> {title}</span>
        </a>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={liked}
          onClick={() => setLiked(!liked)}
        >
          {liked ? '♥' : '♡'} <Trans>Like</Trans>
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </li>
  );
}

/** Sample job cards: apply, like, company size, deadline, experience, education and an illustrative salary. */
export function SampleJobs({ language, country }: { language: Language; country: Country }) {
  return (
    <ul className="job-grid">
      {SAMPLES[country].map((job) => (
        <JobCard key={job.slug} job={job} language={language} country={country} />
      ))}
    </ul>
  );
}
