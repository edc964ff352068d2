import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * The only types a file may be shown as (`inline`): images whose upload check decoded them in full
 * (file-content.ts), so their bytes are a picture and nothing else. Every other file is a download.
 */
const INLINE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/**
 * How every file the API sends is served (uploads, generated certificates, exports, zips): its
 * Content-Disposition made `attachment` unless it is an image of `INLINE_TYPES` asked inline, and
 * `Content-Security-Policy: sandbox` with `nosniff`, so a file opened from its address (a PDF with JavaScript,
 * an HTML page named .pdf) runs no script with the portal's origin and is never read as another type.
 */
export function fileAnswerHeaders(file: StreamableFile): Record<string, string> {
  const { type, disposition: asked } = file.getHeaders();
  const disposition = [asked ?? 'attachment'].flat()[0] ?? 'attachment';
  const inline = disposition.startsWith('inline') && INLINE_TYPES.includes(type);
  return {
    'Content-Disposition': inline ? disposition : disposition.replace(/^inline\b/, 'attachment'),
    'Content-Security-Policy': 'sandbox',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Sets `fileAnswerHeaders` on every answer that is a file, whichever route streams it. */
@Injectable()
export class FileAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        if (body instanceof StreamableFile) {
          const res = context.switchToHttp().getResponse<Response>();
          for (const [name, value] of Object.entries(fileAnswerHeaders(body))) res.setHeader(name, value);
        }
        return body;
      }),
    );
  }
}
