import { Injectable, type PipeTransform } from '@nestjs/common';
import { isInt32Id, isInt64Id } from '@expert-portal/contracts';
import { AppException } from './app-exception';

/**
 * A path id of an `integer` table. An id that is not one, or beyond the column's range, names nothing that
 * can exist: 404, as for an id that does not exist (instead of a database error).
 */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!isInt32Id(value)) throw new AppException(404, 'http.not_found');
    return Number(value);
  }
}

/** A path id of a `bigint` table, kept as text (JavaScript numbers cannot hold every bigint). */
@Injectable()
export class BigIdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isInt64Id(value)) throw new AppException(404, 'http.not_found');
    return value;
  }
}
