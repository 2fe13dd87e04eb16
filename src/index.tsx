import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getAppConfig } from './app/appConfig';
import { ConfigError, type AppConfig } from './app/config';
import { makeStore } from './app/store';
import type { AppServices } from './app/services';
import { createFirebaseAuthClient } from './lib/auth/firebaseAuthClient';
import { createEmailJsSender } from './lib/email/emailJsSender';
import { createCardPaymentProvider } from './lib/payments/createCardPaymentProvider';
import './app/global.css';

declare const __API_MOCKING__: boolean;

function createServices(config: AppConfig): AppServices {
  return {
    auth: createFirebaseAuthClient(config.firebase),
    email: createEmailJsSender(config.emailjs),
    payments: createCardPaymentProvider(config.stripe),
  };
}

function showConfigError(container: HTMLElement, error: ConfigError): void {
  const heading = document.createElement('h1');
  heading.textContent = 'This build of the site is misconfigured';
  const list = document.createElement('ul');
  for (const problem of error.problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  container.replaceChildren(heading, list);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let config: AppConfig;
  try {
    config = getAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      showConfigError(container, error);
      return;
    }
    throw error;
  }
  if (__API_MOCKING__) {
    const { startMockWorker } = await import(/* webpackChunkName: "msw" */ '../mocks/browser');
    await startMockWorker({
      apiUrl: config.apiUrl,
      paymentUrl: config.paymentUrl,
      emailOrigin: config.emailjs.apiOrigin,
      projectId: config.firebase.projectId,
    });
  }
  const services = createServices(config);
  const store = makeStore({ services });
  createRoot(container).render(<App store={store} services={services} />);
}

void start();
