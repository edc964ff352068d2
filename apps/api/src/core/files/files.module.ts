import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FileAnswerInterceptor } from './file-answer.interceptor';
import { StorageService } from './storage.service';
import { StoredFilesService } from './stored-files.service';

@Global()
@Module({
  providers: [
    StorageService,
    StoredFilesService,
    { provide: APP_INTERCEPTOR, useClass: FileAnswerInterceptor },
  ],
  exports: [StorageService, StoredFilesService],
})
export class FilesModule {}
