import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/hydration.css';
// With the entry: i18next starts loading the language's texts at once.
import './shared/i18n/i18n';
import { registerOfflineWorker } from './app/register-offline-worker';
import { evaluateFirstScreen } from './shared/lib/first-screen';
import { nextTask } from './shared/lib/next-task';
import { configureZodForBrowser } from './shared/lib/zod-browser-config';

configureZodForBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The app's code, evaluated in stages of a task each rather than in one long task that would hold the page
 * (index.html has asked for all of it beside the entry): the entry with the texts' library, then React, then
 * the router's and the app's code, then the router's creation and the app's first render, while the first
 * screen's chunks are evaluated a task each (first-screen.ts).
 */
async function boot(container: HTMLElement): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  void evaluateFirstScreen();
  await nextTask();
  await startApp(container);
  // The built portal only: in development the worker would stand between Vite and its pages.
  if (import.meta.env.PROD) registerOfflineWorker();
}

void boot(root);
