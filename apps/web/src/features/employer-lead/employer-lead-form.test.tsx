// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTestCaptchaMode } from '../../captcha/test-provider.ts';
import { activateLanguage, i18n } from '../../i18n/i18n.ts';
import { setMockScenario } from '../../mocks/scenario.ts';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import { EmployerLeadForm } from './employer-lead-form.tsx';
import { loadPhoneCheck } from './phone-check.ts';

withMockServer();
// The phone rule's chunk (libphonenumber-js) loads once here, not inside the first test's time.
beforeAll(() => Promise.all([activateLanguage('nl', 'employers'), loadPhoneCheck()]));
afterEach(() => {
  cleanup();
  setTestCaptchaMode(undefined);
});

function renderForm(country: 'nl' | 'gb' = 'nl') {
  render(
    <I18nProvider i18n={i18n}>
      <EmployerLeadForm language="nl" country={country} />
    </I18nProvider>,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Naam'), 'Eva Jansen');
  await user.type(screen.getByLabelText('Je functie'), 'Recruiter');
  await user.type(screen.getByLabelText('Zakelijk e-mailadres'), 'eva@vlinderbank.nl');
  await user.type(screen.getByLabelText('Telefoonnummer'), '06 12345678');
  await user.selectOptions(screen.getByLabelText(/Hoeveel stagiairs/), 'over-100');
}

// userEvent types each character with its events: on a busy machine a test takes seconds.
describe('EmployerLeadForm (nl)', { timeout: 20_000 }, () => {
  it('ties each problem to its field and focuses the first', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Vraag een terugbelafspraak aan' }));
    const name = screen.getByLabelText('Naam');
    expect(name).toHaveProperty('ariaInvalid', 'true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Dit veld is verplicht.');
    // Focus moves on the next frame, once the errors are on the page.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('status').textContent).toBe(
      'Niet alle ingevulde velden zijn geldig. Controleer ze en probeer het opnieuw.',
    );
  });

  it('sends a valid lead and says so in Dutch', async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Vraag een terugbelafspraak aan' }));
    expect(await screen.findByText('Top! We nemen snel contact met je op.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps what was typed when the server fails', async () => {
    setMockScenario({ outcome: 'server-error' });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Vraag een terugbelafspraak aan' }));
    expect(
      await screen.findByText('Er ging iets mis bij het versturen van de gegevens. Probeer het opnieuw.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Naam')).toHaveProperty('value', 'Eva Jansen');
  });

  it('offers the UK support address when the captcha fails on the UK version', async () => {
    setTestCaptchaMode('fail');
    const user = renderForm('gb');
    await fillValid(user);
    await user.clear(screen.getByLabelText('Telefoonnummer'));
    await user.type(screen.getByLabelText('Telefoonnummer'), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Vraag een terugbelafspraak aan' }));
    const link = await screen.findByRole('link', { name: 'employers@opstap.co.uk' });
    expect(link.closest('[role="status"]')?.textContent).toBe(
      'Er ging iets mis bij het versturen van de gegevens. Stuur ons een e-mail via employers@opstap.co.uk',
    );
  });
});
