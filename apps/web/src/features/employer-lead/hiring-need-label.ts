import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HiringNeed } from '@opstap/contracts';

/** The four hiring needs (docs/requirements/forms.md#employer-lead-form), as the select shows them. */
export const HIRING_NEED_LABELS: Record<HiringNeed, MessageDescriptor> = {
  'up-to-10': msg`10 or fewer`,
  '10-to-25': msg`10 to 25`,
  '25-to-100': msg`25 to 100`,
  'over-100': msg`More than 100`,
};
