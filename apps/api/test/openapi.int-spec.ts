import { RequestMethod, type Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import {
  contactMessageDtoSchema,
  failedJobSchema,
  failedOutboxSchema,
  failedTimerSchema,
  healthReportSchema,
  instanceListItemSchema,
  instanceViewSchema,
  machineDiagramSchema,
  machineSummarySchema,
  mailLogEntrySchema,
  notificationsPageSchema,
  pageSchema,
  referenceItemDtoSchema,
  rejectReasonDtoSchema,
  roleResponseSchema,
  tokenPairSchema,
  userSchema,
  workflowBulkResultSchema,
  z,
  type Page,
} from '@expert-portal/contracts';
import type { MachineDiagram } from '@expert-portal/machines';
import { IdParamPipe, BigIdParamPipe } from '../src/core/http/id-param.pipe';
import type { FailedJobView } from '../src/core/queue/queue-admin.controller';
import type { FailedOutboxView, FailedTimerView } from '../src/core/workflow/workflow-admin.controller';
import type { BulkItemResult } from '../src/core/workflow/workflow.controller';
import type { InstanceListItem, MachineSummary } from '../src/core/workflow/workflow-queries';
import type { InstanceView } from '../src/core/workflow/workflow-view';
import type { HealthReport } from '../src/modules/health/health.controller';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

// The API's own types of what these routes answer agree with the schemas the document is generated from
// (checked by the type checker: a field added on one side only fails `npm run typecheck`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<HealthReport, z.infer<typeof healthReportSchema>>>();
agree<Same<FailedJobView, z.infer<typeof failedJobSchema>>>();
agree<Same<FailedOutboxView, z.infer<typeof failedOutboxSchema>>>();
agree<Same<FailedTimerView, z.infer<typeof failedTimerSchema>>>();
agree<Same<MachineSummary, z.infer<typeof machineSummarySchema>>>();
agree<Same<InstanceListItem, z.infer<typeof instanceListItemSchema>>>();
agree<Same<InstanceView, z.infer<typeof instanceViewSchema>>>();
agree<Same<MachineDiagram, z.infer<typeof machineDiagramSchema>>>();
agree<Same<{ results: BulkItemResult[] }, z.infer<typeof workflowBulkResultSchema>>>();
agree<Same<Page<{ id: number }>, z.infer<ReturnType<typeof pageSchema<z.ZodObject<{ id: z.ZodNumber }>>>>>>();

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, unknown>;
  $ref?: string;
  anyOf?: unknown[];
  items?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** A route as Nest registered it, with what its handler reads. */
interface Route {
  name: string;
  method: string;
  /** Without the global prefix, e.g. `/applications/:id/sign`. */
  path: string;
  status: number;
  args: Array<RouteArg & { type: number }>;
}

const METHODS: Record<number, string> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller the application mounted, read from Nest's own metadata. */
function nestRoutes(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      // Only the benchmark's controller is left out of the document on purpose (and mounted only for it).
      if (Reflect.getMetadata('swagger/apiExcludeController', controller)) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat()[0] ?? '';
      const prototype = controller.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
        const own = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()[0] ?? '';
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<
          string,
          RouteArg
        >;
        routes.push({
          name: `${controller.name}.${key}`,
          method: METHODS[method],
          path: joinPath(base, own),
          status: code ?? (method === RequestMethod.POST ? 201 : 200),
          args: Object.entries(args).map(([argKey, arg]) => ({ ...arg, type: Number(argKey.split(':')[0]) })),
        });
      }
    }
  }
  return routes;
}

const hasSchema = (schema: Schema | undefined): boolean =>
  !!schema && (!!schema.type || !!schema.$ref || !!schema.anyOf);

let t: TestApp;
let document: OpenApiDocument;
let routes: Route[];

beforeAll(async () => {
  t = await startTestApp();
  document = (await t.http.get('/api/v1/openapi.json').expect(200)).body as OpenApiDocument;
  routes = nestRoutes(t);
});

afterAll(async () => {
  await t.close();
});

/** The document's operation of a route: under the /api/v1 prefix, or outside it for the token calls. */
function operationOf(route: Route): Operation | undefined {
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  return (document.paths[`/api/v1${path === '/' ? '' : path}`] ?? document.paths[path])?.[route.method];
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.0 document of every route, and of nothing else', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((route) => !operationOf(route)).map((route) => route.name);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it('has a request body schema for every route that reads a body, and none for the others', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const reads = route.args.some((arg) =>
        [RouteParamtypes.BODY, RouteParamtypes.FILE, RouteParamtypes.FILES].includes(arg.type),
      );
      const content = Object.values(operation.requestBody?.content ?? {});
      if (reads) {
        const described = content.length > 0 && content.every(({ schema }) => !!schema?.properties);
        if (!described) problems.push(`${route.name}: no body schema`);
      } else if (operation.requestBody) {
        problems.push(`${route.name}: a body documented that the route does not read`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the query parameters of every route that reads a query', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      for (const arg of route.args.filter(({ type }) => type === RouteParamtypes.QUERY)) {
        const named = typeof arg.data === 'string' ? arg.data : null;
        const documented = named ? query.filter((parameter) => parameter.name === named) : query;
        if (!documented.length) problems.push(`${route.name}: query ${named ?? '(schema)'} not documented`);
      }
      if (!route.args.some(({ type }) => type === RouteParamtypes.QUERY) && query.length) {
        problems.push(`${route.name}: query parameters documented that the route does not read`);
      }
      for (const parameter of query) {
        if (!hasSchema(parameter.schema))
          problems.push(`${route.name}: query ${parameter.name} has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every path parameter, ids as integers', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const documented = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(documented.map((parameter) => parameter.name).sort()).toEqual([...names].sort());
      for (const arg of route.args.filter(({ type }) => type === RouteParamtypes.PARAM)) {
        const parameter = documented.find(({ name }) => name === arg.data);
        const pipes = arg.pipes ?? [];
        const isId = pipes.some((pipe) => pipe === IdParamPipe || pipe instanceof IdParamPipe);
        const isBigId = pipes.some((pipe) => pipe === BigIdParamPipe || pipe instanceof BigIdParamPipe);
        if (!parameter || !hasSchema(parameter.schema)) {
          problems.push(`${route.name}: path ${String(arg.data)} not documented`);
        } else if ((isId || isBigId) && parameter.schema?.type !== 'integer') {
          problems.push(`${route.name}: id ${String(arg.data)} is not documented as an integer`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a schema of the answer of every route at the status it answers with', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const response = operation.responses[String(route.status)];
      if (!response) {
        problems.push(`${route.name}: no ${route.status} answer documented`);
      } else if (route.status === 204 || (route.status >= 300 && route.status < 400)) {
        if (response.content) problems.push(`${route.name}: a body documented for ${route.status}`);
      } else {
        const content = Object.values(response.content ?? {});
        if (!content.length || !content.every(({ schema }) => hasSchema(schema))) {
          problems.push(`${route.name}: no schema of its ${route.status} answer`);
        }
      }
      for (const [status, other] of Object.entries(operation.responses)) {
        if (!other.description) problems.push(`${route.name}: ${status} has no description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refers only to schemas it holds', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    for (const [, name] of refs) expect(document.components.schemas).toHaveProperty([name]);
    expect(document.components.schemas).toHaveProperty(['ApiError']);
  });

  it('says what the routes really answer (answers parsed with the documented schemas)', async () => {
    const { auth, tokens } = await signedIn(t, 'admin');
    const get = async (path: string) => (await t.http.get(path).set(auth).expect(200)).body as unknown;
    expect(tokenPairSchema.safeParse(tokens).success).toBe(true);
    const sent = await t.http
      .post('/api/v1/contact-messages/')
      .send({ name: 'Алия', email: 'aliya@example.kz', message: 'Когда начнётся отбор экспертов?' })
      .expect(201);
    expect(contactMessageDtoSchema.safeParse(sent.body).success).toBe(true);
    const checks: Array<[string, z.ZodType]> = [
      ['/api/v1/health/', healthReportSchema],
      ['/api/v1/users/role/', roleResponseSchema],
      ['/api/v1/users/profile/', userSchema],
      ['/api/v1/languages/', pageSchema(referenceItemDtoSchema)],
      ['/api/v1/reject_reasons/', pageSchema(rejectReasonDtoSchema)],
      ['/api/v1/notifications/', notificationsPageSchema],
      ['/api/v1/contact-messages/', pageSchema(contactMessageDtoSchema)],
      ['/api/v1/mail-log/', pageSchema(mailLogEntrySchema)],
      ['/api/v1/workflows/', z.array(machineSummarySchema)],
      ['/api/v1/workflows/applicationSigning/definition/', machineDiagramSchema],
      ['/api/v1/workflows/applicationSigning/instances/', pageSchema(instanceListItemSchema)],
      ['/api/v1/admin/failed-jobs/', pageSchema(failedJobSchema)],
      ['/api/v1/admin/failed-outbox/', pageSchema(failedOutboxSchema)],
      ['/api/v1/admin/failed-timers/', pageSchema(failedTimerSchema)],
    ];
    for (const [path, schema] of checks) {
      const result = schema.safeParse(await get(path));
      expect({ path, issues: result.error?.issues ?? [] }).toEqual({ path, issues: [] });
    }
  });
});
