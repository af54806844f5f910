import type { Page } from '@playwright/test';

/**
 * The forms' texts per language, as the tests look for them: the outcomes of docs/requirements/forms.md#texts
 * verbatim in English and faithfully in Dutch, and the labels a person reads. One copy for every forms spec.
 */
export const LEAD_TEXT = {
  en: {
    path: '/employers',
    name: 'Name',
    role: 'Your role',
    email: 'Business email',
    phone: 'Phone number',
    need: /How many interns/,
    needOption: '25 to 100',
    submit: 'Request a call back',
    success: "Great! We'll be in touch soon.",
    invalid: 'Not all fields entered are valid. Please check and try again.',
    error: 'Something went wrong while submitting the data. Please try again.',
    captcha:
      'Something went wrong while submitting the data. Please send us an email through werkgevers@opstap.nl',
    required: 'This field is required.',
    phoneHint: 'This number is too short. Check that no digits are missing.',
    unreachable: 'We cannot reach you at this address or number.',
    countTooMany: '101 of 100 characters: 1 too many',
  },
  nl: {
    path: '/werkgevers',
    name: 'Naam',
    role: 'Je functie',
    email: 'Zakelijk e-mailadres',
    phone: 'Telefoonnummer',
    need: /Hoeveel stagiairs/,
    needOption: '25 tot 100',
    submit: 'Vraag een terugbelafspraak aan',
    success: 'Top! We nemen snel contact met je op.',
    invalid: 'Niet alle ingevulde velden zijn geldig. Controleer ze en probeer het opnieuw.',
    error: 'Er ging iets mis bij het versturen van de gegevens. Probeer het opnieuw.',
    captcha:
      'Er ging iets mis bij het versturen van de gegevens. Stuur ons een e-mail via werkgevers@opstap.nl',
    required: 'Dit veld is verplicht.',
    phoneHint: 'Dit nummer is te kort. Controleer of er cijfers ontbreken.',
    unreachable: 'Op dit adres of nummer kunnen we je niet bereiken.',
    countTooMany: '101 van 100 tekens: 1 te veel',
  },
} as const;
export type LeadText = (typeof LEAD_TEXT)['en' | 'nl'];

export const CONTACT_TEXT = {
  en: {
    path: '/contact',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    body: 'Your message',
    send: 'Send message',
    thanks: 'Thank you for your message!',
    invalid: 'Not all fields entered are valid.',
    error: 'Something went wrong while sending your message. Please try again.',
    loggedIn: 'You are logged in as Sanne de Vries.',
    unreachable: 'We cannot reach you at this address or number. Check it for typos, or use another.',
  },
  nl: {
    path: '/contact?lang=nl',
    name: 'Naam',
    email: 'E-mailadres',
    subject: 'Onderwerp',
    body: 'Je bericht',
    send: 'Bericht versturen',
    thanks: 'Bedankt voor je bericht!',
    invalid: 'Niet alle ingevulde velden zijn geldig.',
    error: 'Er ging iets mis bij het versturen van je bericht. Probeer het opnieuw.',
    loggedIn: 'Je bent ingelogd als Sanne de Vries.',
    unreachable:
      'Op dit adres of nummer kunnen we je niet bereiken. Controleer het op typefouten, of gebruik een ander.',
  },
} as const;
export type ContactText = (typeof CONTACT_TEXT)['en' | 'nl'];

/** Fills the lead form's fields after the name (tests that hold the app type the name first themselves). */
export async function fillLeadRest(page: Page, text: LeadText, phone = '06 12345678'): Promise<void> {
  await page.getByLabel(text.role).fill('Talent acquisition lead');
  await page.getByLabel(text.email).fill('eva.jansen@vlinderbank.nl');
  await page.getByLabel(text.phone).fill(phone);
  await page.getByLabel(text.need).selectOption({ label: text.needOption });
}

/** Fills the whole lead form with valid values. */
export async function fillLead(page: Page, text: LeadText): Promise<void> {
  await page.getByLabel(text.name, { exact: true }).fill('Eva Jansen');
  await fillLeadRest(page, text);
}

/** Fills the whole contact form with valid values. */
export async function fillContact(page: Page, text: ContactText): Promise<void> {
  await page.getByLabel(text.name, { exact: true }).fill('Tom Baker');
  await page.getByLabel(text.email, { exact: true }).fill('tom@kestrel.co.uk');
  await page.getByLabel(text.subject).fill('Company page video');
  await page.getByLabel(text.body).fill('How do we add a video to our company page?');
}
