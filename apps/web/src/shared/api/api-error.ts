export type FailureKind = 'http' | 'timeout' | 'network';
export type FieldErrors = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// Validation errors arrive as { field: ["message", …] }; a lone string is accepted as one message.
function readFieldErrors(body: Record<string, unknown>): FieldErrors | undefined {
  const entries = Object.entries(body).flatMap(([field, value]): [string, string[]][] => {
    if (field === 'detail' || field === 'error') return [];
    if (typeof value === 'string') return [[field, [value]]];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [[field, value]];
    return [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** A failed call: an HTTP error answer (status ≥ 400), or status 0 for a time-out or a network failure. */
export class ApiError extends Error {
  readonly detail?: string;
  /** Some answers carry their text under `error` instead of `detail`. */
  readonly errorText?: string;
  readonly fieldErrors?: FieldErrors;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly kind: FailureKind = 'http',
  ) {
    super(kind === 'http' ? `HTTP ${status}` : `Request failed: ${kind}`);
    this.name = 'ApiError';
    if (isRecord(body)) {
      if (typeof body.detail === 'string') this.detail = body.detail;
      if (typeof body.error === 'string') this.errorText = body.error;
      this.fieldErrors = readFieldErrors(body);
    }
  }
}
