import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@duerp/domain/contact';
import { mockApi, renderWithProviders } from '@/test/render';
import { PrivateContactForm } from './private-contact-form';
import { PublicContactForm } from './public-contact-form';

/** Stands in for the ALTCHA widget: a button that reports a verified payload. */
const fakeCaptcha = (onChange: (payload: string | null) => void) => (
  <button type="button" onClick={() => onChange('charge-utile')}>
    Valider la vérification
  </button>
);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Adresse email'), ' camille@exemple.fr ');
  await user.type(screen.getByLabelText('Nom et prénom'), 'Camille');
  await user.type(screen.getByLabelText('Message', { exact: true }), 'Bonjour');
}

describe('public contact form', () => {
  it('shows the French messages and sends nothing while fields are missing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({});
    renderWithProviders(<PublicContactForm renderCaptcha={fakeCaptcha} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText("L'adresse email est requise")).toBeInTheDocument();
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the security check, then sends and replaces the form by the success alert', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /api/public/contact': () => ({ body: { message: CONTACT_MESSAGES.sent } }),
    });
    renderWithProviders(<PublicContactForm renderCaptcha={fakeCaptcha} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Valider la vérification' }));
    // Solved: the reminder goes at once, before anything is sent.
    expect(screen.queryByText(CONTACT_MESSAGES.captchaRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      emailAddress: 'camille@exemple.fr',
      name: 'Camille',
      phoneNumber: '',
      userMessage: 'Bonjour',
      captchaToken: 'charge-utile',
    });
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it("shows the server's refusal and needs a fresh check before retrying", async () => {
    const user = userEvent.setup();
    const refusal =
      'Cette vérification de sécurité a déjà été utilisée. Veuillez relancer la vérification.';
    const calls = mockApi({
      'POST /api/public/contact': () => ({ status: 400, body: { message: refusal } }),
    });
    renderWithProviders(<PublicContactForm renderCaptcha={fakeCaptcha} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Valider la vérification' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('private contact form', () => {
  it("is prefilled with the account's e-mail and the request, toasts once sent and empties the message", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/contact/defaults': () => ({ body: { emailAddress: 'compte@exemple.fr' } }),
      'POST /api/contact': () => ({ body: { message: CONTACT_MESSAGES.sent } }),
    });
    renderWithProviders(<PrivateContactForm initialMessage={'Demande : autre demande\n\n'} />);
    expect(await screen.findByLabelText('Adresse email')).toHaveValue('compte@exemple.fr');
    const message = screen.getByLabelText('Message', { exact: true });
    expect(message).toHaveValue('Demande : autre demande\n\n');
    await user.type(screen.getByLabelText('Nom et prénom'), 'Dominique');
    await user.type(message, 'Pouvez-vous m’aider ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      emailAddress: 'compte@exemple.fr',
      name: 'Dominique',
      userMessage: 'Demande : autre demande\n\nPouvez-vous m’aider ?',
    });
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('');
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('Dominique');
  });

  it('leaves the e-mail to type when the account cannot be read', async () => {
    mockApi({ 'GET /api/contact/defaults': () => ({ status: 500 }) });
    renderWithProviders(<PrivateContactForm initialMessage="" />);
    expect(await screen.findByLabelText('Adresse email')).toHaveValue('');
  });
});
