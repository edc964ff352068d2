import { loadNamespaces } from '@/shared/i18n/i18n';
import { preloadable } from '@/shared/lib/preloadable';

/**
 * The application form, a chunk of its own: with its state machine, the contracts' schemas, the selects and
 * the modal it is most of the page's code, and the page draws its title and introduction without it. It comes
 * with the server's validation messages (`errors`), which only the form shows.
 */
export const wizardFormPart = preloadable(() =>
  Promise.all([import('./registration-wizard-form'), loadNamespaces(['errors'])]).then(
    ([m]) => m.RegistrationWizardForm,
  ),
);
