import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Type,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import {
  pageQuerySchema,
  pageSchema,
  referenceItemDtoSchema,
  referenceItemPatchSchema,
  referenceItemSchema,
  z,
  type Language,
  type Page,
  type ReferenceItemDto,
  type ReferenceItemInput,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { DataSource, type EntityTarget } from 'typeorm';
import { Public, Roles } from '../../core/auth/auth.decorators';
import { requestLanguage } from '../../core/i18n/request-language';
import { ApiContract } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import type { ReferenceItem } from './reference-item.entity';
import {
  REFERENCE_ORDERINGS,
  ReferenceService,
  toReferenceDto,
  type ReferenceOrdering,
} from './reference.service';
import { IdParamPipe } from '../../core/http/id-param.pipe';

const listQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(500).default(100),
  ordering: z.enum(REFERENCE_ORDERINGS as [ReferenceOrdering, ...ReferenceOrdering[]]).default('order'),
});
type ListQuery = z.infer<typeof listQuerySchema>;

/** More fields for a list's items, e.g. the refusal reasons' `description`, and their schema. */
export interface ReferenceExtension {
  fields: (dto: ReferenceItemDto) => Record<string, unknown>;
  /** The items' schema with those fields, for the OpenAPI document. */
  schema: typeof referenceItemDtoSchema;
}

/** Builds the controller of one reference list: public reading, admin writing. */
export function referenceController<T extends ReferenceItem>(
  path: string,
  entity: EntityTarget<T>,
  extension: ReferenceExtension = { fields: () => ({}), schema: referenceItemDtoSchema },
): Type<unknown> {
  const itemSchema = extension.schema;
  const toDto = (item: ReferenceItem, language: Language): ReferenceItemDto => {
    const dto = toReferenceDto(item, language);
    return { ...dto, ...extension.fields(dto) };
  };

  @ApiTags('reference lists')
  @Controller(path)
  class ReferenceListController {
    private readonly service: ReferenceService<T>;

    constructor(@InjectDataSource() dataSource: DataSource) {
      this.service = new ReferenceService(dataSource, entity);
    }

    @ApiContract({
      summary: 'The list’s items (reject_reasons add `description`)',
      query: listQuerySchema,
      response: pageSchema(itemSchema),
    })
    @Public()
    @Get()
    async list(
      @Query(new ZodValidationPipe(listQuerySchema)) query: ListQuery,
      @Req() req: Request,
    ): Promise<Page<ReferenceItemDto>> {
      const [items, count] = await this.service.list(query, query.ordering);
      const language = requestLanguage(req);
      return toPage(
        req,
        query,
        count,
        items.map((item) => toDto(item, language)),
      );
    }

    @ApiContract({ params: { id: 'id' }, response: itemSchema, errors: [404] })
    @Public()
    @Get(':id')
    async one(@Param('id', IdParamPipe) id: number, @Req() req: Request): Promise<ReferenceItemDto> {
      return toDto(await this.service.get(id), requestLanguage(req));
    }

    @ApiContract({ body: referenceItemSchema, response: itemSchema, errors: [401, 403] })
    @Roles('admin')
    @Post()
    async create(
      @Body(new ZodValidationPipe(referenceItemSchema)) body: ReferenceItemInput,
      @Req() req: Request,
    ): Promise<ReferenceItemDto> {
      return toDto(await this.service.create(body), requestLanguage(req));
    }

    @ApiContract({
      params: { id: 'id' },
      body: referenceItemPatchSchema,
      response: itemSchema,
      errors: [401, 403, 404],
    })
    @Roles('admin')
    @Patch(':id')
    async update(
      @Param('id', IdParamPipe) id: number,
      @Body(new ZodValidationPipe(referenceItemPatchSchema)) body: Partial<ReferenceItemInput>,
      @Req() req: Request,
    ): Promise<ReferenceItemDto> {
      return toDto(await this.service.update(id, body), requestLanguage(req));
    }

    @ApiContract({ params: { id: 'id' }, response: null, errors: [401, 403, 404] })
    @Roles('admin')
    @Delete(':id')
    @HttpCode(204)
    async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
      await this.service.remove(id);
    }
  }
  Object.defineProperty(ReferenceListController, 'name', { value: `ReferenceController_${path}` });
  return ReferenceListController;
}
