import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { NpsSurvey } from '../../features/nps/nps-survey.tsx';
import { useSearchParam } from '../../page-state/use-search-param.ts';

/**
 * The recruiters' NPS survey (docs/requirements/forms.md#nps-survey). The email's link may carry `?score=`
 * and `?token=`.
 */
export function NpsRecruitersPage() {
  const { language } = usePageState();
  const { t } = useLingui();
  const link = { score: useSearchParam('score') ?? null, token: useSearchParam('token') ?? null };
  return (
    <article data-screen="nps-recruiters" className="page">
      <h1>
        <Trans>Recruiter survey</Trans>
      </h1>
      <p className="lead">
        <Trans>Two minutes of your time help us make Opstap better for every recruiter.</Trans>
      </p>
      <NpsSurvey
        audience="recruiter"
        language={language}
        link={link}
        question={t`How likely are you to recommend Opstap to a colleague?`}
      />
    </article>
  );
}
