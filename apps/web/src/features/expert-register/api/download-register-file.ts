import { fetchBlob } from '@/shared/api/download-file';
import { saveBlob } from '@/shared/lib/save-blob';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * A document of the register (an application's file, a certificate's PDF): it needs the bearer token, so it is
 * fetched as a blob and saved as `baseName` with the extension of the type the server answered.
 */
export async function downloadRegisterFile(url: string, baseName: string): Promise<void> {
  const blob = await fetchBlob(url);
  const extension = EXTENSIONS[blob.type.split(';')[0].trim()];
  saveBlob(blob, extension ? `${baseName}.${extension}` : baseName);
}
