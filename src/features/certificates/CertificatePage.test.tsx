import { screen, waitFor, within } from '@testing-library/react';
import { MOCK_URLS, testTokenFor } from '../../../mocks/node';
import { SEED_CERTIFICATES } from '../../../mocks/seed/accounts';
import { headMetaContent, structuredDataBlocks } from '@/test/documentHead';
import { renderApp } from '@/test/renderApp';

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };
const pythonPage = `/certificates/${SEED_CERTIFICATES.python}`;

/** The seeded learner's credential, as "Download credential" gets it. */
async function learnersCredential(): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${MOCK_URLS.apiUrl}/certificates/${SEED_CERTIFICATES.python}/credential`,
    { headers: { Authorization: `Bearer ${testTokenFor(learner.email)}` } },
  );
  return (await response.json()) as Record<string, unknown>;
}

const jsonFile = (value: unknown) =>
  new File([JSON.stringify(value)], 'credential.json', { type: 'application/json' });

describe('the certificate page', () => {
  it('says a valid certificate is valid, as text, to anyone, and keeps itself out of search results', async () => {
    renderApp(null, { url: pythonPage });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate: Python Programming' }),
    ).toBeVisible();
    expect(screen.getByText('Valid')).toBeVisible();
    const certificate = screen.getByRole('article');
    expect(within(certificate).getByText('Lena Learner')).toBeVisible();
    expect(within(certificate).getByText('Python Programming')).toBeVisible();
    expect(within(certificate).getByText(SEED_CERTIFICATES.python)).toBeVisible();
    // Nothing of the learner's but the name: the credential and LinkedIn are the learner's own.
    expect(screen.queryByRole('button', { name: 'Download credential' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await waitFor(() => expect(headMetaContent('meta[name="robots"]')).toBe('noindex'));
    const jsonLd = structuredDataBlocks<Record<string, unknown>>().find(
      (data) => data['@type'] === 'EducationalOccupationalCredential',
    );
    expect(jsonLd).toMatchObject({
      identifier: SEED_CERTIFICATES.python,
      about: { name: 'Python Programming' },
    });
  });

  it('says a revoked certificate is revoked, when and why', async () => {
    renderApp(null, { url: `/certificates/${SEED_CERTIFICATES.revoked}` });
    expect(await screen.findByText(/^Revoked on /)).toBeVisible();
    expect(screen.getByText(/Reason: The course was refunded/)).toBeVisible();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('says Not found for an unknown or malformed id', async () => {
    renderApp(null, { url: '/certificates/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeVisible();
  });

  it('lets its learner download the credential, add it to LinkedIn, and check it: Verified', async () => {
    const { user } = renderApp(null, { url: pythonPage, user: learner });
    const check = await screen.findByRole('button', { name: 'Check my credential' });
    expect(screen.getByRole('button', { name: 'Download credential' })).toBeVisible();
    const linkedIn = screen.getByRole('link', { name: 'Add to LinkedIn (opens in a new tab)' });
    const url = new URL(linkedIn.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('name')).toBe('Python Programming');
    expect(url.searchParams.get('certId')).toBe(SEED_CERTIFICATES.python);
    expect(url.searchParams.get('certUrl')).toBe(`${window.location.origin}${pythonPage}`);
    await user.click(check);
    expect(await screen.findByText('Verified')).toBeVisible();
  });

  it('says a changed credential file was altered, and a file that is no credential says so', async () => {
    const credential = await learnersCredential();
    const { user } = renderApp(null, { url: pythonPage });
    const field = await screen.findByLabelText(/^Credential file/);
    const subject = credential.credentialSubject as { identifier: { identityHash: string }[] };
    const changed = structuredClone(credential);
    const [name] = (changed.credentialSubject as typeof subject).identifier;
    if (name) name.identityHash = 'Mallory';
    await user.upload(field, jsonFile(changed));
    expect(await screen.findByText('This file was altered')).toBeVisible();

    await user.upload(field, new File(['not json'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText('This file is not a credential')).toBeVisible();
    expect(subject.identifier[0]?.identityHash).toBe('Lena Learner');
  });
});
