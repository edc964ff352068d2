// Human names live in workflow-analytics.json under keys by machine: `state.<machine>.<state path>`,
// `event.<machine>.<event type>`, `guard.<machine>.<guard name>`. A name missing there shows as the machine
// spells it (names.spec.ts checks none is missing for the served machines). Kept apart from names.ts: the
// app's routes name a machine's page with these, and whatever they import comes with every page.

export const machineNameKey = (machine: string) => `machine.${machine}.name`;
export const machineDescriptionKey = (machine: string) => `machine.${machine}.description`;
export const stateKey = (machine: string, path: string) => `state.${machine}.${path}`;
export const eventKey = (machine: string, event: string) => `event.${machine}.${event}`;
export const guardKey = (machine: string, guard: string) => `guard.${machine}.${guard}`;
