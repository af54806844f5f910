import { describe, expect, it } from 'vitest';
import { getEmailSettings } from '../../api/get-email-settings.ts';
import { updateEmailSettings } from '../../api/update-email-settings.ts';
import { setMockScenario } from '../../mocks/scenario.ts';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import { allOff, choicesFrom, saveOutcome, toSettingsUpdate } from './email-settings-form.ts';

withMockServer();

const token = 'demo-token-1234';

async function loaded() {
  const result = await getEmailSettings(token);
  if (result.kind !== 'success') throw new Error('expected settings');
  return result.data;
}

describe('email settings form', () => {
  it('starts from the platform’s choices and sends every subject with the changed ones', async () => {
    const settings = await loaded();
    const choices = choicesFrom(settings);
    expect(choices.likes).toBe(false);
    expect(choices.personal_messages).toBe(true);
    const update = toSettingsUpdate(token, settings, { ...choices, likes: true, updates: false });
    expect(update.subjects).toHaveLength(settings.subjects.length);
    expect(update.subjects.find((s) => s.subject === 'likes')?.enabled).toBe(true);
    expect(update.subjects.find((s) => s.subject === 'updates')?.enabled).toBe(false);
    expect(saveOutcome(await updateEmailSettings(update))).toBe('saved');
  });

  it('can turn everything off', async () => {
    const settings = await loaded();
    const update = toSettingsUpdate(token, settings, allOff(settings));
    expect(update.subjects.every((s) => !s.enabled)).toBe(true);
  });

  it('reports an expired link and other failures apart', async () => {
    const settings = await loaded();
    setMockScenario({ outcome: 'unknown-token' });
    expect(saveOutcome(await updateEmailSettings(toSettingsUpdate(token, settings, {})))).toBe('expired');
    setMockScenario({ outcome: 'server-error' });
    expect(saveOutcome(await updateEmailSettings(toSettingsUpdate(token, settings, {})))).toBe('error');
  });
});
