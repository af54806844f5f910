import { Trans } from '@lingui/react/macro';
import { characterCount } from '@opstap/contracts/form-rules';

/**
 * "12 of 2000 characters", counting what a person sees (grapheme clusters, as the platform does:
 * docs/decisions/0410-form-rules-in-the-contracts.md). Over the limit it says by how many, rather than
 * cutting the text: what was typed is never silently lost.
 */
export function CharacterCount({
  id,
  value,
  limit,
  shown,
}: {
  id: string;
  value: string;
  limit: number;
  shown: boolean;
}) {
  const count = characterCount(value.trim());
  const over = count - limit;
  return (
    <p id={id} className={over > 0 ? 'field__count field__count--over' : 'field__count'} hidden={!shown}>
      {over > 0 ? (
        <Trans>
          {count} of {limit} characters: {over} too many
        </Trans>
      ) : (
        <Trans>
          {count} of {limit} characters
        </Trans>
      )}
    </p>
  );
}
