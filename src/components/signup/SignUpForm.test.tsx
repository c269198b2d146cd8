/**
 * The live-account form against the real embedded API (tests/embedded-api.ts): the country
 * prefill reads what GET /api/location answers behind a CDN, and a submission opens the
 * address POST /api/register answers.
 */
import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedApi } from '../../../tests/embedded-api';
import { renderWithStrings } from '../../../tests/i18n';
import { LocaleProvider } from '../locale-context';
import { ToastProvider, ToastViewport } from '../toast/ToastProvider';
import { SignUpForm } from './SignUpForm';

let dataDir: string;
const env = { ...process.env };
/** The first call of a test file loads the API's modules: room for that on a busy machine. */
const FIRST_CALL = { timeout: 5000 };
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sign-up-form-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...env };
});

function renderForm(code = 'en') {
  return renderWithStrings(
    <LocaleProvider code={code}>
      <ToastProvider>
        <SignUpForm onRegistered={() => undefined} />
        <ToastViewport />
      </ToastProvider>
    </LocaleProvider>,
    code === 'en' ? 'en' : code,
    ['common', 'signup'],
  );
}

/** Fills in Ada Lovelace's application and sends it. */
function sendApplication() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '15123456789' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
}

describe('country prefill', () => {
  it('takes the country and dial code a CDN’s country header names', async () => {
    global.fetch = embeddedApi({ headers: { 'cf-ipcountry': 'GB' } }).fetch;
    renderForm();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom'), FIRST_CALL);
    expect(screen.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+44');
  });

  it('keeps Bolivia when the API knows no country', async () => {
    const api = embeddedApi();
    global.fetch = api.fetch;
    renderForm();
    await waitFor(() => expect(api.calls).toContain('GET /api/location'), FIRST_CALL);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Bolivia');
    expect(screen.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+591');
  });
});

it('opens the address the API answers for a valid application', async () => {
  global.fetch = embeddedApi({ headers: { 'cf-ipcountry': 'DE' } }).fetch;
  const opened: string[] = [];
  window.open = ((url: string) => {
    opened.push(url);
    return {} as Window;
  }) as typeof window.open;
  renderForm();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany'), FIRST_CALL);
  sendApplication();
  await waitFor(() => expect(opened).toEqual(['https://portal.northwind-markets.example/apply-live-ta?language=en']));
});

it('says the application was received, and opens nothing, when the API stored it but the upstream is down', async () => {
  // The broker's CRM (a third party) cannot be reached: the embedded API stores the application and answers 202.
  process.env.REGISTER_UPSTREAM_URL = 'http://127.0.0.1:9/leads';
  const api = embeddedApi({ headers: { 'cf-ipcountry': 'DE' } });
  global.fetch = api.fetch;
  const opened: string[] = [];
  window.open = ((url: string) => {
    opened.push(url);
    return {} as Window;
  }) as typeof window.open;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderForm();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany'), FIRST_CALL);
  sendApplication();
  const heading = await screen.findByRole('heading', { name: 'Application received' });
  expect(heading).toHaveFocus();
  const message = heading.parentElement?.querySelector('p');
  expect(message?.textContent).toMatch(/we have received your application \(reference \u2068NW-[0-9A-F]{8}\u2069\)/);
  // The reference stays on one line.
  expect(message?.querySelector('span')?.textContent).toMatch(/^NW-[0-9A-F]{8}$/);
  expect(screen.queryByRole('button', { name: 'Open account' })).not.toBeInTheDocument();
  expect(opened).toEqual([]);
  jest.restoreAllMocks();
});
