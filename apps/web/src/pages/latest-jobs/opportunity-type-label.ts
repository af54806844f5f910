import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Opportunity } from '@opstap/contracts';

export const OPPORTUNITY_TYPE_LABELS: Record<Opportunity['type'], MessageDescriptor> = {
  job: msg`Job`,
  internship: msg`Internship`,
  traineeship: msg`Traineeship`,
  'graduate-scheme': msg`Graduate scheme`,
  event: msg`Event`,
};
