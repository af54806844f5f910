import { expect, test } from '../support/fixtures.ts';
import { useScenario } from '../support/mocks.ts';

test('job seekers (en): score → confirm → reason and ratings → thanks', async ({ page }) => {
  const sent: { method: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/nps-responses'))
      sent.push({ method: request.method(), body: request.postDataJSON() });
  });
  await page.goto('/nps/job-seekers');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: '8' }).check({ force: true });
  await next.click();
  await expect(page.getByRole('heading', { name: 'You chose 8 out of 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm score' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks! Would you tell us a bit more?' })).toBeVisible();
  // The job seekers' five aspects plus service/support and emails received.
  await expect(page.getByRole('group')).toHaveCount(7);
  await expect(
    page.getByRole('group', { name: 'Quality of search results and recommendations' }),
  ).toBeVisible();
  await page
    .getByLabel('What is the most important reason for your score?')
    .fill('Lots of relevant internships.');
  await page
    .getByRole('group', { name: 'Discovering jobs' })
    .getByRole('radio', { name: '5, excellent' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  expect(sent).toEqual([
    { method: 'POST', body: { audience: 'job-seeker', score: 8, language: 'en' } },
    {
      method: 'PATCH',
      body: { reason: 'Lots of relevant internships.', ratings: { 'discovering-jobs': 5 } },
    },
  ]);
});

test('recruiters (nl), score from the email link: confirm → skip → thanks', async ({ page }) => {
  await page.goto('/nps/recruiters?lang=nl&score=9&token=nps-invite-123');
  await expect(page.getByRole('heading', { name: 'Je koos 9 van de 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Score bevestigen' }).click();
  await expect(page.getByRole('group', { name: 'Kwaliteit van kandidaten' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Service en ondersteuning' })).toBeVisible();
  await page.getByRole('button', { name: 'Overslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je feedback!' })).toBeVisible();
});

test('a failed confirm says so and can be tried again; the score can be changed', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
  await useScenario(page, { mock: 'server-error' });
  await page.goto('/nps/recruiters?score=4');
  await page.getByRole('button', { name: 'Confirm score' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Something went wrong while sending your score.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change score' }).click();
  await expect(page.getByRole('radio', { name: '4' })).toBeChecked();
});
