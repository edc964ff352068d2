import {
  ACCEPTED_FILE_EXTENSIONS,
  type FileInfo,
  type RegistrationFileField,
} from '@expert-portal/contracts';
import { Button, CloseButton, FileButton, Group, Input, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/shared/lib/format-file-size';
import { fieldId } from './field-support';

const ACCEPT = ACCEPTED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface FileFieldProps {
  field: RegistrationFileField;
  file: FileInfo | undefined;
  error: string | undefined;
  required?: boolean;
  onSelect: (file: File | null) => void;
}

/** One document: a button to choose it (pdf, jpg, jpeg, png), its name and size, and a way to remove it. */
export function FileField({ field, file, error, required = false, onSelect }: FileFieldProps) {
  const { t } = useTranslation('registration');
  // Cleared after each choice, so choosing the same file again after removing it still registers.
  const reset = useRef<() => void>(null);
  const id = fieldId(field);
  const ids = {
    label: `${id}-label`,
    action: `${id}-action`,
    chosen: `${id}-chosen`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const describedBy = [ids.chosen, ids.description, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      id={id}
      label={t(`field.${field}`)}
      labelElement="div"
      labelProps={{ id: ids.label }}
      withAsterisk={required}
      description={t('file.hint')}
      error={error}
    >
      <Group gap="xs" mt={4}>
        <FileButton
          accept={ACCEPT}
          resetRef={reset}
          inputProps={{ 'aria-labelledby': ids.label }}
          onChange={(chosen) => {
            onSelect(chosen);
            reset.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              id={id}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-labelledby={`${ids.label} ${ids.action}`}
              aria-describedby={describedBy}
              aria-invalid={Boolean(error)}
              style={{ flexShrink: 0 }}
            >
              <span id={ids.action}>{file ? t('file.replace') : t('file.choose')}</span>
            </Button>
          )}
        </FileButton>
        {/* Beside the button where there is room, else on a line of its own below it. */}
        <Group id={ids.chosen} gap={6} miw={0} style={{ flex: '1 0 12rem' }}>
          {file ? (
            <>
              {/* Whole and wrapped anywhere: on a phone a long name would otherwise shrink to «У…». */}
              <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, t)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('file.none')}
            </Text>
          )}
        </Group>
        {file && (
          <CloseButton aria-label={t('file.remove', { name: file.name })} onClick={() => onSelect(null)} />
        )}
      </Group>
    </Input.Wrapper>
  );
}
