import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { appRoutes } from './app/routes/app-routes';
import { i18nReady } from './shared/i18n/i18n';
import { configureZodForBrowser } from './shared/lib/zod-browser-config';

configureZodForBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router starts fetching the first page's screens (and their texts) at once; the app is drawn when the
// language's common texts are in as well, which index.html has already asked for beside the entry.
const router = createBrowserRouter(appRoutes);
// In a transition, React renders the app in slices instead of one long task that would hold up the page.
const renderApp = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
// A failed download of the texts still draws the app (keys instead of texts), never a blank page.
void i18nReady.then(renderApp, renderApp);
