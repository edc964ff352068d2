// Reads an OpenAPI document on stdin and writes the web app's API types (openapi-typescript's `paths` and
// `components`) on stdout, formatted with the repository's prettier options so the committed file is stable.
// apps/api/test/api-types.int-spec.ts runs it on the document the API serves; it is a separate process because
// jest's module system cannot load openapi-typescript's and prettier's ES modules.
import { text } from 'node:stream/consumers';
import openapiTS, { astToString, NUMBER, STRING, tsUnion } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

const target = new URL('../apps/web/src/shared/api/schema.d.ts', import.meta.url).pathname;
const header =
  '// Generated from GET /api/v1/openapi.json by `npm run api:types` (apps/api/test/api-types.int-spec.ts); do not edit.\n\n';

// A bigint id (int64) may pass 2^53, so the answers carry it as a string of digits; a path takes either.
// A file part of a multipart body is a Blob (or File) the web app appends to its FormData.
const BLOB = ts.factory.createTypeReferenceNode('Blob');
const transform = (schema) => {
  if (schema.format === 'int64') return tsUnion([NUMBER, STRING]);
  return schema.format === 'binary' ? BLOB : undefined;
};
const source = header + astToString(await openapiTS(JSON.parse(await text(process.stdin)), { transform }));
process.stdout.write(await format(source, { ...(await resolveConfig(target)), filepath: target }));
