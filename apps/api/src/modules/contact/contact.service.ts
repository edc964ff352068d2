import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContactMessageDto, ContactMessageRequest, Language, PageQuery } from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { ContactThrottleService } from './contact-throttle.service';

const COLUMNS = ['id', 'name', 'email', 'message', 'language', 'created_at'] as const;

function toDto(row: Omit<ContactMessageDto, 'created_at'> & { created_at: Date }): ContactMessageDto {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** The landing page's contact form: visitors' messages, rate-limited per IP, listed for admins. */
@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly throttle: ContactThrottleService,
  ) {}

  async send(input: ContactMessageRequest, language: Language, ip: string): Promise<ContactMessageDto> {
    await this.throttle.consume(ip);
    const row = await typedSql(this.dataSource)
      .insertInto('contact_messages')
      .values({ name: input.name, email: input.email, message: input.message, language })
      .returning(COLUMNS)
      .$narrowType<{ language: Language }>()
      .executeTakeFirstOrThrow();
    return toDto(row);
  }

  /** One page of messages, newest first. */
  async list(query: PageQuery): Promise<{ rows: ContactMessageDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const { count } = await db
      .selectFrom('contact_messages')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('contact_messages')
      .select(COLUMNS)
      .$narrowType<{ language: Language }>()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return { rows: rows.map(toDto), count };
  }
}
