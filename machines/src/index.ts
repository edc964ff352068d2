/**
 * The workflow machines of the portal (applicationSigning, candidatePipeline, certificateOrder and the
 * UI machines) are exported from here. This library may import only `xstate` and `@expert-portal/contracts`.
 */
export {};
