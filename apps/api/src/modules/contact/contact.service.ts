import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContactMessageDto, ContactMessageRequest, Language, PageQuery } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { ContactThrottleService } from './contact-throttle.service';

interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  language: Language;
  created_at: Date;
}

const COLUMNS = 'id, name, email, message, language, created_at';

function toDto(row: ContactMessageRow): ContactMessageDto {
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
    const [row] = (await this.dataSource.query(
      `INSERT INTO contact_messages (name, email, message, language) VALUES ($1, $2, $3, $4)
        RETURNING ${COLUMNS}`,
      [input.name, input.email, input.message, language],
    )) as ContactMessageRow[];
    return toDto(row);
  }

  /** One page of messages, newest first. */
  async list(query: PageQuery): Promise<{ rows: ContactMessageDto[]; count: number }> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM contact_messages',
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [query.page_size, (query.page - 1) * query.page_size],
    )) as ContactMessageRow[];
    return { rows: rows.map(toDto), count };
  }
}
