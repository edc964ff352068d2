/**
 * Resolves in a task of its own: in between, the browser may paint and answer the visitor. Code that was already
 * downloaded is evaluated by the task that imports it, with everything else that task does; work started after
 * this runs apart from the work before it.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));
