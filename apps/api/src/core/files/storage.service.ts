// The storage service moved to ./storage/ with its drivers; this path stays for the modules importing it.
export { StorageService } from './storage/storage.service';
