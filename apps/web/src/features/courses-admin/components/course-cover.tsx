import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { apiPath } from '@/shared/api/download-file';
import { useBlobUrl } from '@/shared/api/use-blob-url';

interface CourseCoverProps {
  url: string | null;
  alt: string;
  width: number;
  height: number;
}

/** A course's cover, fetched with the bearer token; a plain placeholder without one. */
export function CourseCover({ url, alt, width, height }: CourseCoverProps) {
  const src = useBlobUrl(url && apiPath(url));
  if (!src) {
    return (
      <Box
        w={width}
        h={height}
        bg="gray.1"
        style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden />
      </Box>
    );
  }
  return <Image src={src} alt={alt} w={width} h={height} fit="cover" radius="sm" />;
}
