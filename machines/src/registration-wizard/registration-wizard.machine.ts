import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import {
  FIELD_STEPS,
  emptyRegistrationValues,
  fieldIssue,
  firstRegistrationIssue,
  isAcceptedFile,
  normalizeFieldInput,
  registrationProgress,
  stepFieldIssues,
  type RegistrationField,
  type RegistrationFiles,
  type RegistrationIssue,
  type RegistrationProgress,
  type RegistrationStep,
  type RegistrationValues,
} from '@expert-portal/contracts';
import { registrationWizardEventRoles, type RegistrationWizardEvent } from './registration-wizard.events';

export const REGISTRATION_WIZARD_MACHINE_ID = 'registrationWizard';
export const REGISTRATION_WIZARD_MACHINE_VERSION = 1;

/** How long a banner stays before it hides itself (4000 ms). */
export const REGISTRATION_BANNER_MS = 4000;
const BANNER_TIMER_ID = 'registrationWizard.bannerTimer';

/** What the `submitApplication` actor sends (the form adds the File objects and the +7 phone prefix). */
export interface RegistrationSubmission {
  values: RegistrationValues;
  files: RegistrationFiles;
}

/** How a failed submission must be reported (the provided actor rejects with one of these). */
export type RegistrationSubmitFailure =
  | { kind: 'fields'; errors: Record<string, string[]> }
  | { kind: 'detail'; detail: string }
  | { kind: 'too_large' }
  | { kind: 'status'; status: number }
  | { kind: 'network' };

/**
 * The banner above the form: a field's message (a key from the client checks, the server's text for a
 * server error), the server's own detail, or a key of a general error.
 */
export type RegistrationBanner =
  | { kind: 'field'; field: RegistrationField; message: string; source: 'client' | 'server' }
  | { kind: 'detail'; text: string }
  | {
      kind: 'message';
      key: 'registration.error.too_large' | 'registration.error.status' | 'registration.error.network';
      params: Record<string, number>;
    };

export interface RegistrationWizardInput {
  /** The stepper's jump option, off by default. */
  allowJump?: boolean;
}

export interface RegistrationWizardContext {
  allow_jump: boolean;
  values: RegistrationValues;
  files: RegistrationFiles;
  /** Message per field (keys for client checks, server texts for server errors). */
  errors: Partial<Record<RegistrationField, string>>;
  /** The field the form should move the focus to (after Next or Submit found a problem); null once handled. */
  focus: RegistrationField | null;
  banner: RegistrationBanner | null;
}

const meta = transitionMetaFor(registrationWizardEventRoles);

function isSubmitFailure(error: unknown): error is RegistrationSubmitFailure {
  return (
    typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string'
  );
}

/** The first server field error the form knows, with the step it lives on. */
function serverFieldError(error: unknown): { field: RegistrationField; message: string } | null {
  if (!isSubmitFailure(error) || error.kind !== 'fields') return null;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (Object.hasOwn(FIELD_STEPS, field))
      return { field: field as RegistrationField, message: messages[0] ?? '' };
  }
  return null;
}

function bannerFor(error: unknown): RegistrationBanner {
  const fieldError = serverFieldError(error);
  if (fieldError) return { kind: 'field', ...fieldError, source: 'server' };
  if (!isSubmitFailure(error)) return { kind: 'message', key: 'registration.error.network', params: {} };
  switch (error.kind) {
    case 'fields': {
      // Only fields the form does not show (e.g. non_field_errors): show the first message as a detail.
      const first = Object.values(error.errors).flat()[0];
      return first
        ? { kind: 'detail', text: first }
        : { kind: 'message', key: 'registration.error.status', params: { status: 400 } };
    }
    case 'detail':
      return { kind: 'detail', text: error.detail };
    case 'too_large':
      return { kind: 'message', key: 'registration.error.too_large', params: {} };
    case 'status':
      return { kind: 'message', key: 'registration.error.status', params: { status: error.status } };
    case 'network':
      return { kind: 'message', key: 'registration.error.network', params: {} };
  }
}

// setup() types guards and actions with the machine's own events; the invoke's error event carries `error`.
function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

const wizardSetup = setup({
  types: {
    context: {} as RegistrationWizardContext,
    events: {} as RegistrationWizardEvent,
    input: {} as RegistrationWizardInput | undefined,
    transitionMeta: {} as TransitionMeta,
  },
  actors: {
    // The web app provides the real request with machine.provide({ actors: { submitApplication } }).
    submitApplication: fromPromise<void, RegistrationSubmission>(async () => {
      throw new Error('registrationWizard: provide the submitApplication actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => firstRegistrationIssue(context) === null,
    hasFieldErrorsOnStep: ({ context }, params: { step: RegistrationStep }) =>
      stepFieldIssues(context, params.step).length > 0,
    isIssueOnStep: ({ context }, params: { step: RegistrationStep }) =>
      firstRegistrationIssue(context)?.step === params.step,
    canJumpTo: ({ context, event }, params: { step: RegistrationStep }) =>
      context.allow_jump && event.type === 'wizard.jump' && event.step === params.step,
    isServerErrorOnStep: ({ event }, params: { step: RegistrationStep }) => {
      const fieldError = serverFieldError(errorOf(event));
      return fieldError !== null && FIELD_STEPS[fieldError.field] === params.step;
    },
    isAcceptedFile: ({ event }) =>
      event.type === 'file.select' && (event.file === null || isAcceptedFile(event.file)),
  },
  actions: {
    showIssue: assign(({ context }) => {
      const issue = firstRegistrationIssue(context) as RegistrationIssue;
      return {
        errors: { ...context.errors, [issue.field]: issue.message },
        focus: issue.field,
        banner: { kind: 'field', field: issue.field, message: issue.message, source: 'client' } as const,
      };
    }),
    // Next on a step with wrong values: every such field says why, and the first takes the focus.
    showStepErrors: assign(({ context }, params: { step: RegistrationStep }) => {
      const issues = stepFieldIssues(context, params.step);
      const errors = { ...context.errors };
      for (const issue of issues) errors[issue.field] = issue.message;
      return { errors, focus: issues[0]?.field ?? null };
    }),
    showServerError: assign(({ context, event }) => {
      const banner = bannerFor(errorOf(event));
      return banner.kind === 'field'
        ? { banner, focus: banner.field, errors: { ...context.errors, [banner.field]: banner.message } }
        : { banner, focus: null };
    }),
    clearBanner: assign({ banner: null, focus: null }),
    // Each new banner gets its own full 4 s: an earlier banner's pending hide is cancelled first.
    hideBannerLater: enqueueActions(({ enqueue }) => {
      enqueue.cancel(BANNER_TIMER_ID);
      enqueue.raise({ type: 'banner.dismiss' }, { id: BANNER_TIMER_ID, delay: REGISTRATION_BANNER_MS });
    }),
  },
});

function jumpTo(step: RegistrationStep) {
  return {
    guard: { type: 'canJumpTo', params: { step } },
    target: `.step${step}`,
    meta: meta('wizard.jump'),
  } as const;
}

/** Next: on to the following step, unless a filled field of this one fails its rule. */
function nextFrom(step: 1 | 2) {
  return [
    {
      guard: { type: 'hasFieldErrorsOnStep', params: { step } },
      meta: meta('wizard.next'),
      actions: { type: 'showStepErrors', params: { step } },
    },
    { target: `step${step + 1}`, meta: meta('wizard.next') },
  ] as const;
}

function submitIssueOn(step: RegistrationStep) {
  return {
    guard: { type: 'isIssueOnStep', params: { step } },
    target: `step${step}`,
    meta: meta('wizard.submit'),
    actions: ['showIssue', 'hideBannerLater'],
  } as const;
}

function serverErrorOn(step: RegistrationStep) {
  return {
    guard: { type: 'isServerErrorOnStep', params: { step } },
    target: `editing.step${step}`,
    actions: ['showServerError', 'hideBannerLater'],
  } as const;
}

/**
 * The three-step expert registration: free movement with Next/Back (and the stepper when allowed), the
 * ordered checks on submit, one request at a time, the success modal, server errors moved to the
 * step of their field, and banners that hide themselves after 4 s.
 */
export const registrationWizardMachine = wizardSetup.createMachine({
  id: REGISTRATION_WIZARD_MACHINE_ID,
  version: String(REGISTRATION_WIZARD_MACHINE_VERSION),
  context: ({ input }) => ({
    allow_jump: input?.allowJump ?? false,
    values: emptyRegistrationValues(),
    files: {},
    errors: {},
    focus: null,
    banner: null,
  }),
  initial: 'editing',
  on: {
    'banner.dismiss': { meta: meta('banner.dismiss'), actions: assign({ banner: null, focus: null }) },
  },
  states: {
    editing: {
      initial: 'step1',
      on: {
        'field.change': {
          meta: meta('field.change'),
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return {
              values: { ...context.values, [event.field]: normalizeFieldInput(event.field, event.value) },
              errors,
              focus: null,
            };
          }),
        },
        'field.blur': {
          meta: meta('field.blur'),
          actions: assign(({ context, event }) => {
            // An empty field keeps what the checks said of it; a filled one is judged now.
            if (!context.values[event.field].trim()) return { focus: null };
            const { [event.field]: _shown, ...errors } = context.errors;
            const issue = fieldIssue(context, event.field);
            return { errors: issue ? { ...errors, [event.field]: issue.message } : errors, focus: null };
          }),
        },
        'file.select': [
          {
            guard: 'isAcceptedFile',
            meta: meta('file.select'),
            actions: assign(({ context, event }) => {
              const { [event.field]: _removed, ...files } = context.files;
              const { [event.field]: _cleared, ...errors } = context.errors;
              return { files: event.file ? { ...files, [event.field]: event.file } : files, errors };
            }),
          },
          {
            meta: meta('file.select'),
            actions: assign(({ context, event }) => ({
              errors: { ...context.errors, [event.field]: 'registration.file_type' },
            })),
          },
        ],
        'wizard.jump': [jumpTo(1), jumpTo(2), jumpTo(3)],
      },
      states: {
        step1: {
          tags: ['step:1'],
          on: { 'wizard.next': nextFrom(1) },
        },
        step2: {
          tags: ['step:2'],
          on: {
            'wizard.next': nextFrom(2),
            'wizard.back': { target: 'step1', meta: meta('wizard.back') },
          },
        },
        step3: {
          tags: ['step:3'],
          on: {
            'wizard.back': { target: 'step2', meta: meta('wizard.back') },
            'wizard.submit': [
              {
                guard: 'isFormValid',
                target: '#registrationWizard.submitting',
                meta: meta('wizard.submit'),
                actions: 'clearBanner',
              },
              submitIssueOn(1),
              submitIssueOn(2),
              submitIssueOn(3),
            ],
          },
        },
      },
    },
    submitting: {
      description: 'One request in flight; a second submit has no transition here, so it is ignored.',
      tags: ['busy'],
      invoke: {
        src: 'submitApplication',
        input: ({ context }) => ({ values: context.values, files: context.files }),
        onDone: { target: 'success' },
        // Field errors go to their field's step; anything else stays on step 3 with a banner.
        onError: [
          serverErrorOn(1),
          serverErrorOn(2),
          serverErrorOn(3),
          { target: 'editing.step3', actions: ['showServerError', 'hideBannerLater'] },
        ],
      },
    },
    success: {
      description: 'The success modal ("Заявка принята"); its OK ends the wizard and the page goes home.',
      on: { 'wizard.close': { target: 'done', meta: meta('wizard.close') } },
    },
    done: { type: 'final' },
  },
});

/** The step the wizard shows (3 while submitting or after success, where the Submit button was). */
export function currentRegistrationStep(
  snapshot: SnapshotFrom<typeof registrationWizardMachine>,
): RegistrationStep {
  if (snapshot.hasTag('step:1')) return 1;
  if (snapshot.hasTag('step:2')) return 2;
  return 3;
}

/** The completion percents the stepper shows. */
export function selectRegistrationProgress(
  snapshot: SnapshotFrom<typeof registrationWizardMachine>,
): RegistrationProgress {
  return registrationProgress(snapshot.context);
}

/** True when every required field of steps 1 and 2 is valid; Submit still runs the checks otherwise. */
export function canSubmitRegistration(snapshot: SnapshotFrom<typeof registrationWizardMachine>): boolean {
  return snapshot.matches({ editing: 'step3' }) && firstRegistrationIssue(snapshot.context) === null;
}
