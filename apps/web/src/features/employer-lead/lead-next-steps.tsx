import { Trans } from '@lingui/react/macro';

/**
 * After the lead form's success message (docs/requirements/forms.md#employer-lead-form): what happens next and
 * how to reach the team meanwhile, so the employer is not left with one line.
 */
export function LeadNextSteps({ email }: { email: string }) {
  return (
    <div className="lead-next" data-lead-next-steps="">
      <h3>
        <Trans>What happens next</Trans>
      </h3>
      <ol className="lead-next__steps">
        <li>
          <Trans>A recruitment adviser calls you on the number you gave.</Trans>
        </li>
        <li>
          <Trans>
            Together you go through your hiring plans and get a proposal with one flat annual fee.
          </Trans>
        </li>
        <li>
          <Trans>We set up your company page with you, so you can be live within a day.</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          Anything to add in the meantime? E-mail <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
    </div>
  );
}
