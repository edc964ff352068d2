import { Global, Module } from '@nestjs/common';
import { StorageService } from './storage.service';
import { StoredFilesService } from './stored-files.service';

@Global()
@Module({ providers: [StorageService, StoredFilesService], exports: [StorageService, StoredFilesService] })
export class FilesModule {}
