import { describe, expect, it } from 'vitest';
import company from '../../content/company.json';
import type { CompanyFacts } from '../content/content-types.ts';
import { organizationNode } from './structured-data.ts';

const HOME = 'https://www.opstap.nl/';

describe('the Organization node (docs/requirements/site.md#legal)', () => {
  it('states no company fact that is not filled in', () => {
    const node = organizationNode(HOME, company as CompanyFacts);
    expect(node).toMatchObject({ '@type': 'Organization', name: 'Opstap', url: HOME });
    for (const key of ['legalName', 'address', 'identifier', 'vatID', 'email', 'telephone'])
      expect(node, key).not.toHaveProperty(key);
  });

  it('carries every fact the company filled in: legal name, address, KvK and VAT numbers, contact', () => {
    const facts: CompanyFacts = {
      ...(company as CompanyFacts),
      legalName: 'Example Careers B.V.',
      address: { street: 'Examplestraat 1', postalCode: '1234 AB', city: 'Utrecht', country: 'NL' },
      chamberOfCommerceNumber: '00000000',
      vatNumber: 'NL000000000B00',
      email: 'info@example.invalid',
      phone: '+31 30 000 0000',
    };
    expect(organizationNode(HOME, facts)).toMatchObject({
      legalName: 'Example Careers B.V.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Examplestraat 1',
        postalCode: '1234 AB',
        addressLocality: 'Utrecht',
        addressCountry: 'NL',
      },
      identifier: { propertyID: 'KvK', value: '00000000' },
      vatID: 'NL000000000B00',
      email: 'info@example.invalid',
      telephone: '+31 30 000 0000',
    });
  });
});
