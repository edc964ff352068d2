/**
 * The workflow machines of the portal — applicationSigning, candidatePipeline, certificateOrder (run by the
 * API with pure transitions) and the registrationWizard, testAttempt and carousel UI machines (run in the
 * browser) — with the helpers to start, advance, authorise, project, persist and draw them.
 * Imports only `xstate`, `zod` and `@expert-portal/contracts`.
 */
export * from './core/actors';
export * from './core/events';
export * from './core/effects';
export * from './core/allowed-events';
export * from './core/diagram';
export * from './core/persistence';
export * from './core/workflow';
export * from './notifications/notification-messages';

export * from './application-signing/application-signing.events';
export * from './application-signing/application-signing.effects';
export * from './application-signing/application-signing.machine';
export * from './application-signing/application-signing.projection';
export * from './application-signing/application-signing.migrations';
export * from './application-signing/application-signing.workflow';

export * from './candidate-pipeline/candidate-pipeline.events';
export * from './candidate-pipeline/candidate-pipeline.key';
export * from './candidate-pipeline/candidate-pipeline.effects';
export * from './candidate-pipeline/candidate-pipeline.machine';
export * from './candidate-pipeline/candidate-pipeline.projection';
export * from './candidate-pipeline/candidate-pipeline.migrations';
export * from './candidate-pipeline/candidate-pipeline.workflow';

export * from './certificate-order/certificate-order.events';
export * from './certificate-order/certificate-order.effects';
export * from './certificate-order/certificate-order.machine';
export * from './certificate-order/certificate-order.projection';
export * from './certificate-order/certificate-order.migrations';
export * from './certificate-order/certificate-order.workflow';

export * from './registration-wizard/registration-wizard.events';
export * from './registration-wizard/registration-wizard.machine';

export * from './test-attempt/test-attempt.events';
export * from './test-attempt/test-attempt.machine';

export * from './carousel/carousel.events';
export * from './carousel/carousel.machine';

export * from './registry';
