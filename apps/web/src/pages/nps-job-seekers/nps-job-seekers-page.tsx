import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { NpsSurvey } from '../../features/nps/nps-survey.tsx';
import { useSearchParam } from '../../page-state/use-search-param.ts';

/**
 * The job seekers' NPS survey (docs/requirements/forms.md#nps-survey). The email's link may carry `?score=`
 * and `?token=`.
 */
export function NpsJobSeekersPage() {
  const { language } = usePageState();
  const { t } = useLingui();
  const link = { score: useSearchParam('score') ?? null, token: useSearchParam('token') ?? null };
  return (
    <article data-screen="nps-job-seekers" className="page">
      <h1>
        <Trans>Job seeker survey</Trans>
      </h1>
      <p className="lead">
        <Trans>Two minutes of your time help us make Opstap better for every student and graduate.</Trans>
      </p>
      <NpsSurvey
        audience="job-seeker"
        language={language}
        link={link}
        question={t`How likely are you to recommend Opstap to a friend?`}
      />
    </article>
  );
}
