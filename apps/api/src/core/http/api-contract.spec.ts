import { Controller, Get, HttpCode, Post } from '@nestjs/common';
// The metadata keys of @nestjs/swagger (its constants are not exported).
const DECORATORS = {
  API_RESPONSE: 'swagger/apiResponse',
  API_PARAMETERS: 'swagger/apiParameters',
  API_EXTENSION: 'swagger/apiExtension',
};
import { z } from 'zod';
import {
  ApiContract,
  apiSchemaComponents,
  completeApiDocument,
  fileDownload,
  openApiSchema,
} from './api-contract';

describe('openApiSchema', () => {
  const query = z.object({
    page: z.coerce.number().int().min(1).default(1),
    unread: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  });

  it('describes what a request sends: before coercion and transforms, defaults not required', () => {
    expect(openApiSchema(query, 'input')).toEqual({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        unread: { type: 'string', enum: ['true', 'false'] },
      },
    });
  });

  it('describes what an answer holds as OpenAPI 3.0: nullable, no closed objects, no safe-integer bounds', () => {
    const answer = z.object({ id: z.number().int(), note: z.string().nullable() });
    expect(openApiSchema(answer, 'output')).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, note: { type: 'string', nullable: true } },
      required: ['id', 'note'],
    });
  });

  it('moves a recursive schema to the components and refers to it there', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z
      .object({
        name: z.string(),
        get children() {
          return z.array(node);
        },
      })
      .meta({ id: 'SpecNode' });
    const schema = openApiSchema(z.object({ root: node }), 'output');
    expect(schema.properties?.root).toEqual({ $ref: '#/components/schemas/SpecNode' });
    expect(apiSchemaComponents().SpecNode).toMatchObject({
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/SpecNode' } } },
    });
  });
});

describe('ApiContract', () => {
  const body = z.object({ name: z.string().min(1) });
  const jsonBody = body.extend({ cover: z.null().optional() });

  @Controller('things')
  class ThingsController {
    @ApiContract({ body, response: body, errors: [409] })
    @Post()
    create(): void {}

    @ApiContract({ params: { id: 'id' }, response: null })
    @Post(':id/touch')
    @HttpCode(204)
    touch(): void {}

    @ApiContract({ response: fileDownload(['application/pdf'], 'The file') })
    @Get('file')
    file(): void {}

    @ApiContract({ body, multipart: { files: ['cover', 'files'], repeated: ['files'] }, response: body })
    @Post('upload')
    upload(): void {}

    @ApiContract({
      body,
      multipart: { files: ['cover'], json: jsonBody },
      response: body,
    })
    @Post('either')
    either(): void {}
  }

  const responses = (name: keyof ThingsController) =>
    Reflect.getMetadata(DECORATORS.API_RESPONSE, ThingsController.prototype[name]) as Record<
      string,
      { content?: unknown; schema?: unknown }
    >;

  it('documents the status Nest answers with: 201 for a POST, the @HttpCode otherwise', () => {
    expect(Object.keys(responses('create')).sort()).toEqual(['201', '400', '409']);
    expect(responses('touch')['204']).toEqual({ description: 'No content' });
  });

  it('documents the body and a file answer by their content types', () => {
    expect(Reflect.getMetadata(DECORATORS.API_PARAMETERS, ThingsController.prototype.create)).toEqual([
      expect.objectContaining({ in: 'body', schema: openApiSchema(body, 'input') }),
    ]);
    expect(responses('file')['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('documents a multipart body: the text fields, a file part, and a repeated one as an array of files', () => {
    const [parameter] = Reflect.getMetadata(DECORATORS.API_PARAMETERS, ThingsController.prototype.upload) as {
      schema: { properties: Record<string, unknown> };
    }[];
    expect(parameter?.schema.properties).toEqual({
      name: expect.objectContaining({ type: 'string' }),
      cover: { type: 'string', format: 'binary' },
      files: { type: 'array', items: { type: 'string', format: 'binary' } },
    });
  });

  it('documents a route that takes JSON or multipart as one request body with both content types', () => {
    const document = completeApiDocument({
      openapi: '3.0.0',
      info: { title: 'Things', version: '1' },
      paths: {
        '/things/either': {
          post: {
            responses: {},
            requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
            ...(Reflect.getMetadata(DECORATORS.API_EXTENSION, ThingsController.prototype.either) as object),
          },
        },
      },
    });
    expect(document.paths['/things/either'].post).toEqual({
      responses: {},
      requestBody: {
        content: {
          'multipart/form-data': { schema: { type: 'object' } },
          'application/json': { schema: openApiSchema(jsonBody, 'input') },
        },
      },
    });
  });

  it('refuses to guess the status when put below the route decorator', () => {
    expect(() => {
      class Misplaced {
        @Get()
        @ApiContract({ response: body })
        read(): void {}
      }
      return Misplaced;
    }).toThrow(/above the route decorator/);
  });
});
