import { preloadable } from '@/shared/lib/preloadable';

/**
 * The application form, a chunk of its own: with its state machine, the contracts' schemas, the selects and
 * the modal it is most of the page's code, and the page draws its title and introduction without it.
 */
export const wizardFormPart = preloadable(() =>
  import('./registration-wizard-form').then((m) => m.RegistrationWizardForm),
);
