import { Trans, useLingui } from '@lingui/react/macro';
import { addressLine, COMPANY } from '../../content/company.ts';
import { Fact } from './fact.tsx';

/**
 * Who runs the site (docs/requirements/site.md#legal): legal name, registered address, Chamber of Commerce
 * and VAT numbers, and how to reach the company, from content/company.json. In the footer of every page and
 * at the top of the privacy statement.
 */
export function CompanyDetails({ className }: { className?: string }) {
  const { t } = useLingui();
  const { legalName, chamberOfCommerceNumber, vatNumber, email, phone } = COMPANY;
  return (
    <address className={className}>
      <strong>
        <Fact value={legalName} what={t`legal name`} />
      </strong>
      <span>
        <Fact value={addressLine()} what={t`registered address`} />
      </span>
      <span>
        <Trans>Chamber of Commerce (KvK) number</Trans>{' '}
        <Fact value={chamberOfCommerceNumber} what={t`KvK number`} />
      </span>
      <span>
        <Trans>VAT number</Trans> <Fact value={vatNumber} what={t`VAT number`} />
      </span>
      <span>
        <Fact
          value={email === null ? null : <a href={`mailto:${email}`}>{email}</a>}
          what={t`e-mail address`}
        />
        {' · '}
        <Fact
          value={phone === null ? null : <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
          what={t`phone number`}
        />
      </span>
    </address>
  );
}
