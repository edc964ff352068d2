import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DocumentDto, DocumentListQuery, RegistrationFileField } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { UsersService } from './users.service';

/** A user's documents: the files of the application their account was made from. */
@Injectable()
export class UserDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** The documents of `query.object_id`, for whoever may see that user's files (UsersService.readableBy). */
  async list(caller: AuthUser, query: DocumentListQuery, apiRoot: string): Promise<[DocumentDto[], number]> {
    const user = await this.users.readableBy(caller, query.object_id, { files: true });
    if (user.applicationId === null) return [[], 0];
    // An application holds at most one file per field: the whole list is read and the page cut from it.
    const rows = await typedSql(this.dataSource)
      .selectFrom('application_files')
      .select(['id', 'application_id', 'field', 'original_name', 'mime', 'size', 'created_at'])
      .$narrowType<{ field: RegistrationFileField }>()
      .where('application_id', '=', user.applicationId)
      .orderBy('id')
      .execute();
    const from = (query.page - 1) * query.page_size;
    const page = rows.slice(from, from + query.page_size).map((row): DocumentDto => ({
      id: row.id,
      content_type: 'user',
      object_id: user.id,
      field: row.field,
      name: row.original_name,
      file: `${apiRoot}/applications/${row.application_id}/files/${row.field}/`,
      mime: row.mime,
      size: Number(row.size),
      created_at: new Date(row.created_at).toISOString(),
    }));
    return [page, rows.length];
  }
}
