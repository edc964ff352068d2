import { applyDecorators, HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import {
  ApiBody,
  ApiConsumes,
  ApiExtension,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  type ApiResponseOptions,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { apiErrorSchema, MAX_INT32, z } from '@expert-portal/contracts';

/**
 * The OpenAPI description of a route, generated from the zod schemas its pipes validate with and the zod
 * schema of what it answers (issue 11): `/api/v1/openapi.json` has no hand-written schema.
 */

/** A path parameter: an `integer` id, a `bigint` id (digits), free text, or a zod schema of its own. */
export type PathParam = 'id' | 'bigid' | 'text' | z.ZodType;

/** A success answer that is not JSON: a file download or a stream of server-sent events. */
export interface RawResponse {
  contentTypes: readonly string[];
  description: string;
  /** The schema of the body; a binary string when not given. */
  schema?: SchemaObject;
}

export const eventStream = (description: string): RawResponse => ({
  contentTypes: ['text/event-stream'],
  description,
  schema: { type: 'string', description: 'Server-sent events, one `data:` line of JSON each' },
});

export const fileDownload = (contentTypes: readonly string[], description: string): RawResponse => ({
  contentTypes,
  description,
});

/** The optional header of the calls that send a workflow event. */
export const IDEMPOTENCY_KEY_HEADER = {
  'idempotency-key': 'A retried call with the same key is answered as the first was, without acting twice',
};

/** A multipart body: the zod body schema's fields as text parts, plus these file parts. */
export interface MultipartFiles {
  files: readonly string[];
  required?: readonly string[];
  /** File parts sent several times under their one name (a task's `files`): arrays of files in the document. */
  repeated?: readonly string[];
  /** Said of every file part (accepted types, size limits). */
  description?: string;
  /** The route also takes this JSON body (no file to send, or a file set to null to remove it). */
  json?: z.ZodType;
}

export interface ApiContractOptions {
  summary?: string;
  params?: Record<string, PathParam>;
  /** An object schema; each of its fields is a query parameter. */
  query?: z.ZodType;
  body?: z.ZodType;
  /** Sends the body as multipart/form-data with these file parts (the body schema gives the text parts). */
  multipart?: MultipartFiles;
  /** Optional request headers, by name, with what they do. */
  headers?: Record<string, string>;
  /** The success body: a zod schema (JSON), a file or event stream, or null for none (204). */
  response: z.ZodType | RawResponse | null;
  /** Said of the success answer; the status's name when not given. */
  description?: string;
  /** The success status; else the route's @HttpCode, or Nest's default (201 for POST, 200 otherwise). */
  status?: number;
  /**
   * Error statuses the route answers with the shared error body, or status → what it means ('' for the
   * status's name; 400 is added for a body or query).
   */
  errors?: readonly number[] | Readonly<Record<number, string>>;
  /** False for a query read without a schema's checks: no 400 is added for it. */
  fieldErrors?: boolean;
  /** Other answers with a body of their own, e.g. the health report's 503. */
  also?: Readonly<Record<number, { description: string; schema: z.ZodType }>>;
}

type Io = 'input' | 'output';

/** An OpenAPI schema object (the package exports its type only through the document's). */
export type SchemaObject = Exclude<
  NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string],
  { $ref: string }
>;

const REF_PREFIX = '#/components/schemas/';
const components: Record<string, SchemaObject> = {};
let anonymous = 0;

// Where ApiContract leaves a route's JSON body beside its multipart one: @nestjs/swagger gives every content
// type of a body the same schema, so completeApiDocument moves it into the request body afterwards.
const JSON_BODY_EXTENSION = 'x-json-body';

/** Schemas referred to by `$ref` from the generated ones (recursive or named with `.meta({ id })`). */
export function apiSchemaComponents(): Record<string, SchemaObject> {
  return { ...components };
}

/**
 * The document @nestjs/swagger generated, completed with what ApiContract could not say through it: the
 * components its schemas refer to, and the JSON body of a route that also takes multipart.
 */
export function completeApiDocument(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Record<string, unknown>[]) {
      const json = operation?.[JSON_BODY_EXTENSION] as SchemaObject | undefined;
      if (!json) continue;
      delete operation[JSON_BODY_EXTENSION];
      const body = operation.requestBody as { content: Record<string, { schema: SchemaObject }> };
      body.content['application/json'] = { schema: json };
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...apiSchemaComponents() },
    },
  };
}

function rewrite(value: unknown, names: Map<string, string>, io: Io): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, names, io));
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/definitions/')) {
      const name = item.slice('#/definitions/'.length);
      result.$ref = REF_PREFIX + (names.get(name) ?? name);
    } else if (key === 'minimum' && item === Number.MIN_SAFE_INTEGER) {
      // zod's bounds of a safe integer say nothing a reader needs.
    } else if (key === 'maximum' && item === Number.MAX_SAFE_INTEGER) {
      // idem
    } else if (key === 'additionalProperties' && item === false && io === 'output') {
      // An answer is not promised to be closed: the API may add fields.
    } else {
      result[key] = rewrite(item, names, io);
    }
  }
  return result;
}

/**
 * The OpenAPI 3.0 schema of a zod schema: what a request may send (`input`: before coercion, transforms
 * and defaults) or what an answer holds (`output`). Definitions (recursive or `.meta({ id })` schemas) go to
 * the document's components.
 */
export function openApiSchema(schema: z.ZodType, io: Io): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const {
    definitions,
    $schema: _schema,
    ...root
  } = json as {
    definitions?: Record<string, unknown>;
    $schema?: string;
  } & Record<string, unknown>;
  const names = new Map<string, string>();
  for (const name of Object.keys(definitions ?? {})) {
    // Anonymous definitions are numbered per call (`__schema0`): each call keeps its own.
    const unique = name.startsWith('__schema')
      ? `Schema${++anonymous}`
      : io === 'input'
        ? `${name}Input`
        : name;
    names.set(name, unique);
  }
  for (const [name, definition] of Object.entries(definitions ?? {})) {
    components[names.get(name) ?? name] = rewrite(definition, names, io) as SchemaObject;
  }
  return rewrite(root, names, io) as SchemaObject;
}

/** The shared error body, once in the components. */
function errorBody(): SchemaObject & { $ref: string } {
  components.ApiError ??= openApiSchema(apiErrorSchema, 'output');
  return { $ref: `${REF_PREFIX}ApiError` };
}

function pathParamSchema(param: PathParam): SchemaObject {
  if (param === 'id') return { type: 'integer', minimum: 1, maximum: MAX_INT32 };
  if (param === 'bigid') {
    return { type: 'integer', format: 'int64', minimum: 1, description: 'A bigint id' };
  }
  if (param === 'text') return { type: 'string' };
  return openApiSchema(param, 'input');
}

function queryParameters(query: z.ZodType): MethodDecorator[] {
  const schema = openApiSchema(query, 'input');
  if (schema.type !== 'object' || !schema.properties) {
    throw new Error('ApiContract: a query schema is an object of parameters');
  }
  const required = new Set(schema.required ?? []);
  // ZodValidationPipe leaves a blank parameter out: sent empty, it is the same as not sent.
  return Object.entries(schema.properties).map(([name, property]) => {
    const schema = property as SchemaObject;
    return ApiQuery({
      name,
      required: required.has(name),
      description: schema.description,
      schema,
      allowEmptyValue: true,
    });
  });
}

function multipartSchema(body: z.ZodType | undefined, multipart: MultipartFiles): SchemaObject {
  const text = body ? openApiSchema(body, 'input') : { type: 'object', properties: {} };
  const file: SchemaObject = { type: 'string', format: 'binary', description: multipart.description };
  const files: SchemaObject = {
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: multipart.description,
  };
  const required = [...(text.required ?? []), ...(multipart.required ?? [])];
  return {
    ...text,
    properties: {
      ...text.properties,
      ...Object.fromEntries(
        multipart.files.map((field) => [field, multipart.repeated?.includes(field) ? files : file]),
      ),
    },
    ...(required.length ? { required } : {}),
  };
}

function successResponse(status: number, options: ApiContractOptions): ApiResponseOptions {
  const description = options.description ?? statusText(status);
  const { response } = options;
  if (response === null) return { status, description };
  if ('_zod' in response) {
    return { status, description, schema: openApiSchema(response, 'output') };
  }
  const schema = response.schema ?? { type: 'string', format: 'binary' };
  return {
    status,
    description: options.description ?? response.description,
    content: Object.fromEntries(response.contentTypes.map((type) => [type, { schema }])),
  };
}

/** `No content` for 204: the name of a status, as a sentence. */
function statusText(status: number): string {
  const name = (HttpStatus as Record<number, string | undefined>)[status];
  if (!name) return String(status);
  const words = name.toLowerCase().replace(/_/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

/** The status Nest answers a route with: its @HttpCode, else 201 for POST and 200 for the others. */
export function successStatusOf(handler: object): number {
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  if (code !== undefined) return code;
  return Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? 201 : 200;
}

/**
 * Documents a route from its zod schemas. Put it above the route's @Get/@Post/@HttpCode (decorators run
 * bottom-up), so it reads the success status from them.
 */
export function ApiContract(options: ApiContractOptions): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as object;
    if (options.status === undefined && Reflect.getMetadata(METHOD_METADATA, handler) === undefined) {
      throw new Error(`ApiContract on ${String(key)}: put it above the route decorator`);
    }
    const status = options.status ?? successStatusOf(handler);
    const decorators: MethodDecorator[] = [];
    if (options.summary) decorators.push(ApiOperation({ summary: options.summary }));
    for (const [name, param] of Object.entries(options.params ?? {})) {
      decorators.push(ApiParam({ name, required: true, schema: pathParamSchema(param) }));
    }
    if (options.query) decorators.push(...queryParameters(options.query));
    for (const [name, description] of Object.entries(options.headers ?? {})) {
      decorators.push(ApiHeader({ name, required: false, description }));
    }
    if (options.multipart) {
      decorators.push(
        ApiConsumes('multipart/form-data'),
        ApiBody({ required: true, schema: multipartSchema(options.body, options.multipart) }),
      );
      const { json } = options.multipart;
      if (json) decorators.push(ApiExtension(JSON_BODY_EXTENSION, openApiSchema(json, 'input')));
    } else if (options.body) {
      decorators.push(ApiBody({ required: true, schema: openApiSchema(options.body, 'input') }));
    }
    decorators.push(ApiResponse(successResponse(status, options)));
    for (const [code, extra] of Object.entries(options.also ?? {})) {
      decorators.push(
        ApiResponse({
          status: Number(code),
          description: extra.description,
          schema: openApiSchema(extra.schema, 'output'),
        }),
      );
    }
    const errors = new Map<number, string | undefined>(
      Array.isArray(options.errors)
        ? options.errors.map((code) => [code, undefined])
        : Object.entries(options.errors ?? {}).map(([code, text]) => [Number(code), text]),
    );
    const validated = options.fieldErrors ?? Boolean(options.body || options.query || options.multipart);
    if (validated && !errors.has(400)) {
      errors.set(400, 'Field errors');
    }
    for (const [code, text] of [...errors].sort(([a], [b]) => a - b)) {
      decorators.push(
        ApiResponse({
          status: code,
          description: text || statusText(code),
          schema: errorBody(),
        }),
      );
    }
    applyDecorators(...decorators)(target, key, descriptor);
  };
}
