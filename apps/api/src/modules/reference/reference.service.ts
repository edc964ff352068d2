import type { Language, PageQuery, ReferenceItemDto, ReferenceItemInput } from '@expert-portal/contracts';
import type { DataSource, EntityTarget, Repository } from 'typeorm';
import { AppException } from '../../core/http/app-exception';
import type { ReferenceItem } from './reference-item.entity';

const ORDERINGS = {
  order: { order: 'ASC', id: 'ASC' },
  '-order': { order: 'DESC', id: 'DESC' },
  name_ru: { nameRu: 'ASC', id: 'ASC' },
  name_kk: { nameKk: 'ASC', id: 'ASC' },
  id: { id: 'ASC' },
} as const;
export type ReferenceOrdering = keyof typeof ORDERINGS;
export const REFERENCE_ORDERINGS = Object.keys(ORDERINGS) as ReferenceOrdering[];

export function toReferenceDto(item: ReferenceItem, language: Language): ReferenceItemDto {
  return {
    id: item.id,
    order: item.order,
    name: language === 'kk' ? item.nameKk : item.nameRu,
    name_ru: item.nameRu,
    name_kk: item.nameKk,
    name_kz: item.nameKk,
    name_en: item.nameEn,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23503';
}

/** Reading and admin editing of one reference list. */
export class ReferenceService<T extends ReferenceItem> {
  private readonly repository: Repository<T>;

  constructor(dataSource: DataSource, entity: EntityTarget<T>) {
    this.repository = dataSource.getRepository(entity);
  }

  async list(query: PageQuery, ordering: ReferenceOrdering): Promise<[T[], number]> {
    return this.repository.findAndCount({
      order: ORDERINGS[ordering] as never,
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    });
  }

  async get(id: number): Promise<T> {
    const item = await this.repository.findOneBy({ id } as never);
    if (!item) throw new AppException(404, 'http.not_found');
    return item;
  }

  async create(input: ReferenceItemInput): Promise<T> {
    const item = this.repository.create(this.columns(input) as never) as unknown as T;
    return this.write(() => this.repository.save(item));
  }

  async update(id: number, input: Partial<ReferenceItemInput>): Promise<T> {
    const item = await this.get(id);
    Object.assign(item, this.columns(input));
    return this.write(() => this.repository.save(item));
  }

  async remove(id: number): Promise<void> {
    const item = await this.get(id);
    try {
      await this.repository.remove(item);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppException(409, 'reference.in_use');
      throw error;
    }
  }

  private columns(input: Partial<ReferenceItemInput>): Partial<ReferenceItem> {
    const columns: Partial<ReferenceItem> = {};
    if (input.order !== undefined) columns.order = input.order;
    if (input.name_ru !== undefined) columns.nameRu = input.name_ru;
    if (input.name_kk !== undefined) columns.nameKk = input.name_kk;
    if (input.name_en !== undefined) columns.nameEn = input.name_en;
    return columns;
  }

  private async write(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppException.fields({ name_ru: ['validation.unique'] });
      throw error;
    }
  }
}
