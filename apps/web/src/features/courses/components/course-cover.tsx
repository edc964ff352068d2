import { Center, Image, Skeleton } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@/shared/api/download-file';
import { useBlobUrl } from '@/shared/api/use-blob-url';

interface CourseCoverProps {
  /** The cover's URL (fetched with the bearer token), null for a course without one. */
  image: string | null;
  title: string;
  height: number;
}

/** A course's cover image, or a plain book sign in its place. */
export function CourseCover({ image, title, height }: CourseCoverProps) {
  const { t } = useTranslation('courses');
  const url = useBlobUrl(image && apiPath(image));
  if (!image)
    return (
      <Center h={height} bg="var(--mantine-color-blue-0)" role="img" aria-label={t('card.noCover')}>
        <IconBook size={Math.min(64, height / 2)} color="var(--mantine-color-blue-4)" aria-hidden />
      </Center>
    );
  if (!url) return <Skeleton h={height} radius={0} />;
  return <Image src={url} h={height} fit="cover" alt={t('card.cover', { title })} />;
}
